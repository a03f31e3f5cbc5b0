// The imports of a SwiftUI file, around a fragment that omits them.
import MediaAccess
import MediaAccessCamera
import SwiftUI

// sample
