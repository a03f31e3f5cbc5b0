internal import Foundation
internal import MediaAccessCommand

// Everything the tool does lives in MediaAccessCommand, where tests can reach it; this entry
// point only forwards the arguments and exits with the status.
let status = await MediaAccessTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status)
