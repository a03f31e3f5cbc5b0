// passes: iOS, MacCatalyst, visionOS
//
// The README's "Select more photos" from a SwiftUI view: no UIViewController in sight.

import MediaAccess
import MediaAccessPhotos
import SwiftUI

struct LibraryView: View {
  let isSelectingMore: Binding<Bool>

  func reloadAssets() {}

  var body: some View {
    Text("Select more photos")
      .limitedLibraryPicker(isPresented: isSelectingMore) { outcome in
        if case .closed = outcome { reloadAssets() }
      }
  }
}
