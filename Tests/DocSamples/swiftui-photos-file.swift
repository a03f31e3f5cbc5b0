// The imports of a SwiftUI file about the photo library, around a fragment that omits them.
import MediaAccess
import MediaAccessPhotos
import SwiftUI

// sample
