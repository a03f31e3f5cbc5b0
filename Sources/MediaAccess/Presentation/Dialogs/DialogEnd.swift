/// When a dialog handed to a presenter stops being wanted: its launch can no longer be
/// answered, because the launch's screen was released or its task cancelled.
///
/// A presenter that cannot show a dialog yet (a sheet covers the view, the screen is off its
/// window) keeps it until it can, or until this end: then it drops the dialog, with a
/// diagnostic. A dialog that only informs (a launch that has already ended "denied") has no end
/// of its own; it lasts as long as the view or screen that would show it.
///
/// ``AlertPresenting/presentAccessAlert(_:onAction:)`` carries no end, so a launch hands it over
/// beside the call (``handingOver(_:_:)``) and MediaAccess's own presenters read it
/// (``current``) while they are called.
@MainActor
struct DialogEnd {
  private let hasCome: @MainActor () -> Bool

  /// An end that comes when `hasCome` says so; asked whenever a presenter looks again.
  package init(_ hasCome: @escaping @MainActor () -> Bool) {
    self.hasCome = hasCome
  }

  /// Whether the dialog's launch can no longer be answered.
  var hasEnded: Bool { hasCome() }

  /// A dialog with no end of its own: it lasts as long as whatever would show it.
  package static let never = DialogEnd { false }

  /// The end of the dialog being handed to a presenter right now.
  private static var handedOver: DialogEnd?

  /// The end of the dialog being handed over, or ``never`` outside a launch's hand-over.
  package static var current: DialogEnd { handedOver ?? .never }

  /// Runs `body`, in which a launch hands a dialog to its screen, with `end` as ``current``.
  static func handingOver(_ end: DialogEnd, _ body: () -> Void) {
    let outer = handedOver
    handedOver = end
    defer { handedOver = outer }
    body()
  }
}
