extension String {
  /// Whether this path, as found by searching, lies inside `folder`, spelled as the search
  /// spelled it (the empty folder being the current one).
  func isInside(folder: String) -> Bool {
    if folder.isEmpty { return !hasPrefix("/") }
    return hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }
}
