// What Getting Started's AlbumViewController calls and does not show.
extension AlbumViewController {
  func loadAssets() {}
  func writeImage() {}
}
