/// A seeded pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014), so that the
/// package's stress and fuzz tests make the same choices on every run and a failure can be
/// replayed from its seed. `package`: the package's own tests use it; apps have their own.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// `true` with probability `percent` in 100.
  package mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &self) < percent
  }

  /// `count` random bytes.
  package mutating func bytes(_ count: Int) -> [UInt8] {
    (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &self) }
  }
}
