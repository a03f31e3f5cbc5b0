import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Memory figures from glibc and the kernel. Every figure is `nil` where the platform lacks
/// what it reads (glibc's allocator, `/proc`).
enum Memory {
  /// Bytes handed out by `malloc` and not yet freed, in every arena: glibc `mallinfo2()`'s
  /// `uordblks` (small blocks) plus `hblkhd` (blocks mapped on their own).
  static func heapBytesInUse() -> Int? {
    #if canImport(Glibc)
      // `mallinfo2` is not in the Glibc module's headers, so it is looked up by name. It
      // returns a 10-word struct in memory; the C ABI (x86-64 and AArch64 alike) passes any
      // struct over 16 bytes through a caller-provided buffer, so declaring the result as the
      // larger imported `rusage` gives it room, and the words are read back by offset.
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else {
        return nil
      }
      typealias MallInfo2 = @convention(c) () -> rusage
      precondition(MemoryLayout<rusage>.size >= 10 * MemoryLayout<Int>.size)
      var info = unsafeBitCast(symbol, to: MallInfo2.self)()
      return withUnsafeBytes(of: &info) { words in
        let hblkhd = words.load(fromByteOffset: 4 * MemoryLayout<Int>.size, as: Int.self)
        let uordblks = words.load(fromByteOffset: 7 * MemoryLayout<Int>.size, as: Int.self)
        return hblkhd + uordblks
      }
    #else
      return nil
    #endif
  }

  /// The process's resident set now and its high-water mark, in bytes, from
  /// `/proc/self/status`.
  static func residentSet() -> (current: Int, peak: Int)? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    func kilobytes(_ field: String) -> Int? {
      guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
      else { return nil }
      return line.split(separator: " ").compactMap { Int($0) }.first
    }
    guard let current = kilobytes("VmRSS"), let peak = kilobytes("VmHWM") else { return nil }
    return (current * 1024, peak * 1024)
  }

  /// Resets the resident-set high-water mark to the current resident set (Linux 4.0 and
  /// later: writing 5 to `/proc/self/clear_refs`).
  ///
  /// - Returns: Whether the kernel took it.
  @discardableResult
  static func resetPeakResidentSet() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data("5".utf8))) != nil
  }
}

// MARK: - Counting allocations

/// Counts every heap allocation a loop makes, C and Swift alike, with glibc's `mtrace`.
///
/// The count runs in a child process (this same executable) started with glibc's malloc
/// debugging library preloaded, which is what makes `mtrace` record: after a warm-up, the child
/// turns tracing on, runs the loop, and turns it off. The parent counts the allocations
/// (`malloc`, `calloc`, `memalign`: `+` lines; `realloc`: `>` lines) between the trace's start
/// and end. Transient allocations count too, which a before-and-after heap figure would miss.
enum AllocationCounter {
  /// The argument that makes this executable the child.
  static let childArgument = "--count-allocations"

  /// glibc 2.34 and later keep `mtrace` working only in this library, preloaded.
  private static let debugLibrary = "libc_malloc_debug.so.0"

  /// Allocations per iteration of a scenario's loop, or `nil` when they cannot be counted here.
  static func allocationsPerIteration(of scenario: Scenario, iterations: Int) -> Double? {
    #if canImport(Glibc)
      let trace = FileManager.default.temporaryDirectory
        .appendingPathComponent("media-access-bench-\(getpid())-\(scenario.rawValue).mtrace")
      defer { try? FileManager.default.removeItem(at: trace) }
      var environment = ProcessInfo.processInfo.environment
      environment["LD_PRELOAD"] = [environment["LD_PRELOAD"], debugLibrary]
        .compactMap { $0 }.joined(separator: ":")
      environment["MALLOC_TRACE"] = trace.path
      let child = Process()
      child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      child.arguments = [childArgument, scenario.rawValue, String(iterations)]
      child.environment = environment
      do {
        try child.run()
      } catch {
        return nil
      }
      child.waitUntilExit()
      guard child.terminationStatus == 0,
        let text = try? String(contentsOf: trace, encoding: .utf8),
        let start = text.range(of: "= Start\n"),
        let end = text.range(of: "= End", range: start.upperBound..<text.endIndex)
      else { return nil }
      let allocations = text[start.upperBound..<end.lowerBound].split(separator: "\n")
        .filter { $0.contains(" + ") || $0.contains(" > ") }.count
      return Double(allocations) / Double(iterations)
    #else
      return nil
    #endif
  }

  /// The child's work: warm up, then run the loop with tracing on.
  ///
  /// - Returns: The exit status: 0 when traced, 1 when `mtrace` is unavailable.
  @MainActor
  static func runChild(_ scenario: Scenario, iterations: Int) -> Int32 {
    #if canImport(Glibc)
      typealias VersionedLookup =
        @convention(c) (
          UnsafeMutableRawPointer?, UnsafePointer<CChar>, UnsafePointer<CChar>
        ) -> UnsafeMutableRawPointer?
      typealias Toggle = @convention(c) () -> Void
      // The preloaded library's `mtrace` is a compatibility symbol, so plain `dlsym` finds
      // glibc's inert default; `dlvsym` asks for the versioned one (itself looked up by name,
      // as the Glibc module does not declare it).
      guard let lookup = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "dlvsym") else {
        return 1
      }
      let versioned = unsafeBitCast(lookup, to: VersionedLookup.self)
      guard let on = versioned(nil, "mtrace", "GLIBC_2.2.5"),
        let off = versioned(nil, "muntrace", "GLIBC_2.2.5")
      else { return 1 }
      let loop = scenario.loop()
      loop(1_000)
      unsafeBitCast(on, to: Toggle.self)()
      loop(iterations)
      unsafeBitCast(off, to: Toggle.self)()
      return 0
    #else
      return 1
    #endif
  }
}
