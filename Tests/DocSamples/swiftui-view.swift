// A SwiftUI view around a fragment of its members.
import MediaAccess
import MediaAccessCamera
import SwiftUI

struct CameraBanner: View {
  // sample
}
