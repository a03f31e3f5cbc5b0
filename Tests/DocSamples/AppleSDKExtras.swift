import SwiftUI
import UIKit
