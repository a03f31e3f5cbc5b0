// passes: iOS, MacCatalyst, visionOS
//
// The README's "Select more photos" from a SwiftUI view: no UIViewController in sight.

import MediaAccess
import MediaAccessPhotos
import SwiftUI

struct LibraryView: View {
  let isSelectingMore: Binding<Bool>

  var body: some View {
    Text("Select more photos")
      .limitedLibraryPicker(isPresented: isSelectingMore) { added in
        _ = added?.isEmpty
      }
  }
}
