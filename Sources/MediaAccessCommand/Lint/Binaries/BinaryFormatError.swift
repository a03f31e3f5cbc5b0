/// Why the bytes of a binary cannot be read as the format says they are laid out: a header
/// cut short, a magic number lint does not know, an offset or size past the end of the file.
///
/// The scan stops at the first one and names the binary as unread, never clean: the
/// references it may hold are unknown.
struct BinaryFormatError: Error, Equatable {
  /// What is wrong, in a few words, with the offset it was found at where it has one.
  let problem: String
}
