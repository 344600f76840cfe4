/// Decimal text with a fixed number of decimals, byte for byte what C's `printf("%.Nf")` (and so
/// Foundation's `String(format:)`) prints, without their formatting machinery: transcripts
/// format several numbers per line, and `String(format:)` made the text transcript more than
/// twice as slow as JSON.
///
/// The value is scaled by 10^digits in `Double`. That product is off from the exact one by at
/// most half a unit in its last place, so unless its fraction lies within that distance of one
/// half, it rounds the way the exact decimal value does. The few values that do (and values too
/// large, and non-finite ones) get `nil`, and the caller asks `String(format:)`.
package enum FixedPoint {
  /// 10^0 … 10^9, all exact in a `Double`.
  private static let powers: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

  /// `value` with `digits` decimals, or nil where only an exact decimal expansion can tell.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - digits: Decimals, 0 to 9.
  ///   - signedZero: Whether a negative value that rounds to zero keeps its minus sign, as
  ///     `printf` keeps it (`-0.00`).
  package static func text(_ value: Double, digits: Int, signedZero: Bool = true) -> String? {
    guard let (units, negative) = parts(value, digits: digits, signedZero: signedZero) else {
      return nil
    }
    // At most a sign, 16 integer digits, a point and 9 decimals.
    return String(unsafeUninitializedCapacity: 28) { buffer in
      write(units, negative: negative, digits: digits, into: buffer)
    }
  }

  /// Appends what `printf("%.Nf")` prints to `bytes`, without making a string; false (and
  /// nothing appended) for non-finite values and those of 2^50 units of the last decimal or
  /// more.
  ///
  /// Unlike ``text(_:digits:signedZero:)``, it also settles the near-ties: the product's
  /// rounding error, which a fused multiply-add gives exactly, says on which side of one half
  /// the exact value lies, and an exact tie (a coordinate averaged over two or four fingers,
  /// such as 12.25 with one decimal) goes to the even neighbour, as glibc's `printf` rounds in
  /// the default rounding mode. Transcripts meet such ties about once per dozen lines, and
  /// `String(format:)` costs some 17,000 instructions each.
  package static func append(
    _ value: Double, digits: Int, signedZero: Bool = true, to bytes: inout [UInt8]
  ) -> Bool {
    guard
      let (units, negative) = parts(
        value, digits: digits, signedZero: signedZero, settlesTies: true)
    else {
      return false
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 28) { buffer in
      let count = write(units, negative: negative, digits: digits, into: buffer)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
    return true
  }

  /// Writes what ``append(_:digits:signedZero:to:)`` appends into `buffer` and returns how many
  /// bytes that took; nil, and nothing written, where `append` would return false or `buffer`
  /// has fewer than 28 bytes.
  package static func write(
    _ value: Double, digits: Int, signedZero: Bool = true,
    into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int? {
    guard buffer.count >= 28,
      let (units, negative) = parts(
        value, digits: digits, signedZero: signedZero, settlesTies: true)
    else { return nil }
    return write(units, negative: negative, digits: digits, into: buffer)
  }

  /// The value in units of the last decimal, and whether it takes a minus sign; nil where only
  /// an exact decimal expansion can tell.
  ///
  /// With `settlesTies`, the near-ties are decided too (see ``append(_:digits:signedZero:to:)``).
  private static func parts(
    _ value: Double, digits: Int, signedZero: Bool, settlesTies: Bool = false
  ) -> (UInt64, Bool)? {
    guard value.isFinite, digits >= 0, digits < powers.count else { return nil }
    let scaled = value.magnitude * powers[digits]
    guard scaled < 0x1p50 else { return nil }
    let whole = scaled.rounded(.down)
    // Exact: `whole` is `scaled` with its fraction bits cleared.
    let fraction = scaled - whole
    var roundsUp = fraction > 0.5
    if (fraction - 0.5).magnitude <= 2 * scaled.ulp {
      guard settlesTies else { return nil }
      // The exact product is `scaled + error` (the error of a product is a Double, and the
      // fused multiply-add computes it without rounding). `fraction - 0.5` is exact here
      // (Sterbenz), and rounding the sum keeps its sign, so the sign is the exact comparison.
      let error = (-scaled).addingProduct(value.magnitude, powers[digits])
      let beyondHalf = (fraction - 0.5) + error
      roundsUp = beyondHalf > 0 || (beyondHalf == 0 && !UInt64(whole).isMultiple(of: 2))
    }
    let units = UInt64(whole) + (roundsUp ? 1 : 0)
    return (units, value.sign == .minus && (signedZero || units != 0))
  }

  /// Writes the digits into `buffer` (28 bytes at least); returns how many.
  ///
  /// The digits are made last to first into a scratch buffer on the stack and copied once:
  /// dividing by ten, a constant, is a multiplication, where counting the integer digits first
  /// and dividing by a power chosen at run time took half of the text transcript's number
  /// formatting.
  private static func write(
    _ units: UInt64, negative: Bool, digits: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    // A sign, 16 integer digits (units < 2^50), a point and 9 decimals.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 28) { scratch in
      var index = scratch.count
      var rest = units
      if digits > 0 {
        for _ in 0..<digits {
          index -= 1
          scratch[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
          rest /= 10
        }
        index -= 1
        scratch[index] = UInt8(ascii: ".")
      }
      repeat {
        index -= 1
        scratch[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      } while rest > 0
      if negative {
        index -= 1
        scratch[index] = UInt8(ascii: "-")
      }
      let count = scratch.count - index
      buffer.baseAddress!.update(from: scratch.baseAddress! + index, count: count)
      return count
    }
  }
}
