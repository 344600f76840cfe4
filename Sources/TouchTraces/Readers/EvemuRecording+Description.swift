extension EvemuRecording {
  /// Reads the `N:`, `I:`, `P:`, `B:` and `A:` lines that describe an evemu device.
  struct DescriptionParser {
    let file: String
    var name: String?
    var id: EvdevDevice.ID?
    var propertyBytes: [UInt8] = []
    var codeBytes: [UInt16: [UInt8]] = [:]
    var absinfo: [UInt16: AbsInfo] = [:]
    /// The line of each axis, for errors found once the description is complete.
    var absinfoLines: [UInt16: Int] = [:]

    init(file: String) {
      self.file = file
    }

    /// Whether no description line was seen (an events-only file).
    var isEmpty: Bool { name == nil && id == nil && absinfo.isEmpty && codeBytes.isEmpty }

    /// Reads description lines up to the first `E:` line.
    ///
    /// - Returns: where the first event line starts, and the number of the line before it.
    mutating func read(_ reader: LineReader) throws -> (offset: Int64, line: Int) {
      var sawText = false
      while true {
        let offset = reader.offset
        let lineNumber = reader.lineNumber
        guard let line = try reader.nextLine() else {
          if !sawText {
            throw TraceError(
              file: file, line: 1, message: "empty file: expected an evemu recording")
          }
          return (offset, lineNumber)
        }
        guard !line.contains(0) else {
          throw TraceError(
            file: file, line: reader.lineNumber,
            message: "expected an evemu text file, found binary data")
        }
        var cursor = ByteCursor(line)
        // A UTF-8 byte order mark, as editors on some systems write, is skipped as the YAML
        // formats skip it.
        if reader.lineNumber == 1 && cursor.consume("\u{FEFF}") {}
        cursor.skipBlanks()
        if cursor.isAtEnd { continue }
        sawText = true
        if cursor.current == UInt8(ascii: "#") { continue }
        if cursor.consume("E:") { return (offset, lineNumber) }
        try parse(&cursor, line: reader.lineNumber)
      }
    }

    private mutating func parse(_ cursor: inout ByteCursor, line: Int) throws {
      if cursor.consume("N:") {
        cursor.skipBlanks()
        name = cursor.rest.trimmingTrailingWhitespace()
      } else if cursor.consume("I:") {
        var numbers: [UInt16] = []
        for _ in 0..<4 {
          cursor.skipBlanks()
          guard let number = cursor.hexadecimal(), let value = UInt16(exactly: number) else {
            throw TraceError(
              file: file, line: line, message: "expected `I: bus vendor product version` in hex")
          }
          numbers.append(value)
        }
        id = .init(
          bustype: numbers[0], vendor: numbers[1], product: numbers[2], version: numbers[3])
      } else if cursor.consume("P:") {
        propertyBytes += try bytes(&cursor, line: line, what: "`P:` property bytes")
      } else if cursor.consume("B:") {
        cursor.skipBlanks()
        guard let type = cursor.hexadecimal(), type <= UInt64(EvdevCode.evMax) else {
          throw TraceError(
            file: file, line: line, message: "expected `B: type bytes…` with an event type in hex")
        }
        codeBytes[UInt16(type), default: []] += try bytes(
          &cursor, line: line, what: "`B:` code bytes")
      } else if cursor.consume("A:") {
        cursor.skipBlanks()
        guard let code = cursor.hexadecimal(), code <= UInt64(EvdevCode.absMax) else {
          throw TraceError(
            file: file, line: line,
            message: "expected `A: code min max fuzz flat [resolution]` with an axis code in hex")
        }
        var numbers: [Int32] = []
        while !cursor.isAtEndOrComment() {
          guard let number = cursor.integer(), let value = Int32(exactly: number), numbers.count < 5
          else {
            throw TraceError(
              file: file, line: line,
              message:
                "expected `A: code min max fuzz flat [resolution]` with 32-bit decimal values")
          }
          numbers.append(value)
        }
        guard numbers.count >= 4 else {
          throw TraceError(
            file: file, line: line, message: "expected `A: code min max fuzz flat [resolution]`")
        }
        if let first = absinfoLines[UInt16(code)] {
          throw TraceError(
            file: file, line: line,
            message:
              "duplicate `A:` line for axis \(String(code, radix: 16)) (first at line \(first)); expected one line per axis"
          )
        }
        absinfoLines[UInt16(code)] = line
        absinfo[UInt16(code)] = AbsInfo(
          minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
          resolution: numbers.count > 4 ? numbers[4] : 0)
      } else {
        throw TraceError(
          file: file, line: line,
          message: "expected an evemu line (`N:`, `I:`, `P:`, `B:`, `A:`, `E:` or `#`)")
      }
    }

    private func bytes(_ cursor: inout ByteCursor, line: Int, what: String) throws -> [UInt8] {
      var result: [UInt8] = []
      while !cursor.isAtEndOrComment() {
        guard let byte = cursor.hexadecimal(), byte <= 0xff else {
          throw TraceError(
            file: file, line: line, message: "expected \(what) as two-digit hex numbers")
        }
        result.append(UInt8(byte))
      }
      return result
    }

    /// The device the lines describe.
    func device() throws -> EvdevDevice {
      var codes: [UInt16: [UInt16]] = [:]
      for (type, bytes) in codeBytes {
        let set = Self.bits(of: bytes)
        if !set.isEmpty { codes[type] = set }
      }
      let absCodes = absinfo.keys.sorted()
      if !absCodes.isEmpty {
        codes[EvdevCode.evAbs] = Array(Set(codes[EvdevCode.evAbs, default: []] + absCodes))
          .sorted()
      }
      let device = EvdevDevice(
        name: name ?? "", id: id ?? .init(bustype: 0, vendor: 0, product: 0, version: 0),
        codes: codes,
        absinfo: absinfo, properties: Self.bits(of: propertyBytes))
      try device.validate(file: file) { absinfoLines[$0] }
      return device
    }

    /// The numbers of the set bits in a little-endian byte mask.
    static func bits(of bytes: [UInt8]) -> [UInt16] {
      var result: [UInt16] = []
      for (index, byte) in bytes.enumerated() where byte != 0 {
        for bit in 0..<8 where byte & (1 << bit) != 0 { result.append(UInt16(index * 8 + bit)) }
      }
      return result
    }
  }
}

extension String {
  func trimmingTrailingWhitespace() -> String {
    var text = Substring(self)
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
