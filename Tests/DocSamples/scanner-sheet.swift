// The sheet Adopting in SwiftUI's ScannerView presents.
import SwiftUI

struct ScannerSheet: View {
  var body: some View { Text("Scanner") }
}
