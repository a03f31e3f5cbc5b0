// The imports of a UIKit file, around a fragment that omits them.
import MediaAccess
import MediaAccessCamera
import UIKit

// sample
