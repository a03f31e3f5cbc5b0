// The grid Adopting in SwiftUI's AlbumView shows.
import SwiftUI

struct AlbumGrid: View {
  let model: AlbumModel
  var body: some View { Text("Album") }
}
