// passes: iOS, MacCatalyst, visionOS
//
// "Select more photos" (the article Handling Denied and Restricted Access) from a SwiftUI
// view: no UIViewController in sight.

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
