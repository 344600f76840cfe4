import Yams

extension LibinputRecording {
  /// The text of the header and of each device description, and where each device's events
  /// start, found in one pass over the lines before the events.
  struct Layout {
    var header = ""
    var devicesLine: Int?
    var devices: [(text: String, line: Int, events: EventsSection)] = []

    /// Closes a device description at `reader`'s current line, where its events start (or, for
    /// a device without events, where the next item or the end is).
    mutating func add(
      _ device: (text: String, line: Int, indentation: Int), at reader: LineReader, isEmpty: Bool
    ) {
      devices.append(
        (
          device.text, device.line,
          EventsSection(
            offset: reader.offset, line: reader.lineNumber,
            deviceIndentation: device.indentation, isEmpty: isEmpty)
        ))
    }
  }

  /// Splits a recording into header, device descriptions and event sections.
  ///
  /// Only the first device's events are skipped over when the header announces more devices;
  /// with one device the scan stops at its `events:` line and the events are read later.
  struct DescriptionScanner {
    let reader: LineReader

    func scan() throws -> Layout {
      var layout = Layout()
      var expectedDevices = 1
      // The header, up to `devices:` at the left margin.
      while true {
        guard let line = try reader.nextLine() else {
          if layout.header.allSatisfy(\.isWhitespace) {
            throw TraceError(
              file: reader.file, line: 1,
              message: "empty file: expected a libinput record YAML file")
          }
          throw TraceError(
            file: reader.file, line: reader.lineNumber,
            message: "missing device section: expected a `devices:` list after the header")
        }
        let text = try self.text(of: line)
        var cursor = ByteCursor(line)
        // JSON Lines (a `touches --format json` listing, a transcript) is no recording; libinput
        // record never starts with a JSON object.
        if layout.header.isEmpty, cursor.consume("{\"") {
          throw TraceError(
            file: reader.file, line: reader.lineNumber,
            message:
              "expected a trace, found JSON Lines: a `gesturesim touches` listing replays as "
              + "text (--format text, libinput debug-events' columns)")
        }
        if cursor.consume("devices:") {
          layout.devicesLine = reader.lineNumber
          guard cursor.isAtEndOrComment() else {
            throw TraceError(
              file: reader.file, line: reader.lineNumber,
              message: "expected the device list on the lines below `devices:`")
          }
          break
        }
        if cursor.consume("ndevices:") {
          cursor.skipBlanks()
          if let count = cursor.integer(), count > 0, count <= 64 { expectedDevices = Int(count) }
        }
        layout.header += text
        layout.header += "\n"
        try checkSize(layout.header.utf8.count)
      }
      // Device descriptions, each up to its `events:` key.
      var current: (text: String, line: Int, indentation: Int)?
      while let line = try reader.nextLine() {
        var cursor = ByteCursor(line)
        cursor.skipBlanks()
        if cursor.isAtEnd || cursor.current == UInt8(ascii: "#") {
          // An empty line in the device's text keeps YAML's line numbers the file's.
          if current != nil {
            current?.text += "\n"
            try checkSize(layout.header.utf8.count + (current?.text.utf8.count ?? 0))
          }
          continue
        }
        let indentation = cursor.index
        let isItem = cursor.consume("- ")
        // Only the indentation is bound: the text grows in place in `current`, where a copy
        // of the device would copy its whole text on every line.
        if let deviceIndentation = current?.indentation {
          if indentation == deviceIndentation + 2, cursor.consume("events:") {
            let isEmpty = cursor.consume(" []") || cursor.consume("[]")
            guard cursor.isAtEndOrComment() else {
              throw TraceError(
                file: reader.file, line: reader.lineNumber,
                message: "expected the event list on the lines below `events:`")
            }
            layout.add(current!, at: reader, isEmpty: isEmpty)
            current = nil
            if layout.devices.count >= expectedDevices { return layout }
            try skipEvents(deviceIndentation: deviceIndentation)
            continue
          }
          if indentation <= deviceIndentation {
            // A device without `events:`; this line starts the next one or ends the list.
            layout.add(current!, at: reader, isEmpty: true)
            current = nil
          } else {
            let added = try text(of: line)
            current!.text += added
            current!.text += "\n"
            try checkSize(layout.header.utf8.count + current!.text.utf8.count)
            continue
          }
        }
        guard isItem else {
          if indentation == 0 {
            // The list ends at the next top-level key; anything else here is not YAML (a
            // published capture with its device description elided by a `....` line).
            guard Self.isTopLevelKey(line) else {
              throw TraceError(
                file: reader.file, line: reader.lineNumber,
                message:
                  "not valid YAML: expected a device item `- …` or a top-level `key:` after the device list, found `\(try text(of: line).prefix(40))`"
              )
            }
            break
          }
          throw TraceError(
            file: reader.file, line: reader.lineNumber,
            message: "expected a device item `- node: …`")
        }
        current = (try text(of: line) + "\n", reader.lineNumber, indentation)
      }
      if let device = current { layout.add(device, at: reader, isEmpty: true) }
      return layout
    }

    /// Whether a line at the left margin is a mapping key (`name:` or `name: value`).
    private static func isTopLevelKey(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return false }
      let isKeyByte = { (byte: UInt8) in
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
          || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      }
      guard line[..<colon].allSatisfy(isKeyByte), line[0] != UInt8(ascii: "-") else { return false }
      return colon + 1 == line.count || line[colon + 1] == UInt8(ascii: " ")
    }

    /// Throws once the text kept before the first event exceeds ``InputLimits/headerBytes``:
    /// it is parsed whole, and a real header is a few kilobytes.
    private func checkSize(_ count: Int) throws {
      guard count > InputLimits.headerBytes else { return }
      throw TraceError(
        file: reader.file, line: reader.lineNumber,
        message:
          "expected the header and device descriptions to take at most \(InputLimits.headerBytes >> 20) MiB before the events"
      )
    }

    /// Moves past one device's events to the next device item at `deviceIndentation`.
    private func skipEvents(deviceIndentation: Int) throws {
      while true {
        let offset = reader.offset
        let lineNumber = reader.lineNumber
        guard let line = try reader.nextLine() else { return }
        var cursor = ByteCursor(line)
        cursor.skipBlanks()
        if cursor.isAtEnd || cursor.current == UInt8(ascii: "#") { continue }
        if cursor.index <= deviceIndentation {
          reader.seek(to: offset, line: lineNumber)
          return
        }
      }
    }

    private func text(of line: UnsafeBufferPointer<UInt8>) throws -> String {
      guard !line.contains(0), let text = String(validating: line, as: UTF8.self) else {
        throw TraceError(
          file: reader.file, line: reader.lineNumber,
          message: "expected a libinput record YAML file, found binary data")
      }
      return text
    }
  }

  /// Streams one device's `events:` list, one evdev frame at a time.
  struct EventScanner {
    enum Mode {
      /// Before the first item.
      case start
      /// Inside `- evdev:`, reading rows.
      case evdev
      /// After the frame's `SYN_REPORT`: only other keys of the item may follow.
      case afterReport
      /// Inside `libinput:`, reading flow-mapping rows.
      case libinput
      /// Inside an item we do not read (`hid:` and unknown future kinds).
      case skipped
    }

    let reader: LineReader
    let deviceIndentation: Int
    var checker: EvdevRowChecker
    var frame: EvdevFrame
    var mode = Mode.start
    var itemIndentation: Int?
    var finished: Bool

    init(reader: LineReader, device: Int, deviceIndentation: Int, isEmpty: Bool) {
      self.reader = reader
      self.deviceIndentation = deviceIndentation
      checker = EvdevRowChecker(file: reader.file)
      frame = EvdevFrame(device: device)
      frame.events.reserveCapacity(64)
      frame.lines.reserveCapacity(64)
      finished = isEmpty
    }

    /// Reads the next frame into ``frame``; false at the end of the device's events.
    mutating func advance(onLibinputEvent: ((LibinputEvent) -> Void)?) throws -> Bool {
      frame.clear()
      guard !finished else { return false }
      while let line = try reader.nextLine() {
        var cursor = ByteCursor(line)
        cursor.skipBlanks()
        if cursor.isAtEnd || cursor.current == UInt8(ascii: "#") { continue }
        let indentation = cursor.index
        if indentation <= deviceIndentation { break }
        if itemIndentation == nil { itemIndentation = indentation }
        if indentation == itemIndentation {
          guard cursor.consume("- ") else { throw unexpected() }
          try requireCompleteFrame()
          cursor.skipBlanks()
          if cursor.consume("evdev:") {
            guard cursor.isAtEndOrComment() else {
              throw TraceError(
                file: reader.file, line: reader.lineNumber,
                message: "expected the frame's rows on the lines below `- evdev:`")
            }
            mode = .evdev
          } else if cursor.consume("libinput:") {
            mode = .libinput
          } else {
            mode = .skipped
          }
          continue
        }
        if cursor.consume("- [") {
          switch mode {
          case .evdev:
            let event = try row(&cursor)
            frame.append(event, line: reader.lineNumber)
            if event.isSynReport {
              mode = .afterReport
              return true
            }
            continue
          case .afterReport:
            throw TraceError(
              file: reader.file, line: reader.lineNumber,
              message:
                "expected SYN_REPORT to be the last row of its frame, found another row after it")
          case .skipped: continue
          case .start, .libinput: throw unexpected()
          }
        }
        if mode == .libinput, cursor.consume("- ") {
          if let onLibinputEvent { onLibinputEvent(try libinputEvent(cursor.rest)) }
          continue
        }
        if cursor.consume("libinput:") {
          try requireCompleteFrame()
          mode = .libinput
          continue
        }
        if cursor.consume("evdev:") {
          try requireCompleteFrame()
          mode = .evdev
          continue
        }
        if mode == .skipped { continue }
        throw unexpected()
      }
      finished = true
      try requireCompleteFrame()
      return false
    }

    private func requireCompleteFrame() throws {
      guard frame.events.isEmpty else {
        throw TraceError(
          file: reader.file, line: frame.line,
          message:
            "expected the frame to end with SYN_REPORT [sec, usec, 0, 0, 0]; it ends without one")
      }
    }

    private func unexpected() -> TraceError {
      TraceError(
        file: reader.file, line: reader.lineNumber,
        message:
          "expected an event item (`- evdev:`) or an evdev row `- [sec, usec, type, code, value]`")
    }

    /// Parses `sec, usec, type, code, value]` after the opening `- [`.
    private mutating func row(_ cursor: inout ByteCursor) throws -> EvdevEvent {
      cursor.skipBlanks()
      guard let seconds = cursor.integer() else { throw badRow() }
      guard Self.separator(&cursor), let microseconds = cursor.integer() else { throw badRow() }
      guard Self.separator(&cursor), let type = cursor.integer() else { throw badRow() }
      guard Self.separator(&cursor), let code = cursor.integer() else { throw badRow() }
      guard Self.separator(&cursor), let value = cursor.integer() else { throw badRow() }
      cursor.skipBlanks()
      guard cursor.consume(UInt8(ascii: "]")), cursor.isAtEndOrComment() else { throw badRow() }
      return try checker.event(
        seconds: seconds, microseconds: microseconds, type: type, code: code, value: value,
        line: reader.lineNumber)
    }

    @inline(__always)
    private static func separator(_ cursor: inout ByteCursor) -> Bool {
      cursor.skipBlanks()
      guard cursor.consume(UInt8(ascii: ",")) else { return false }
      cursor.skipBlanks()
      return true
    }

    private func badRow() -> TraceError {
      TraceError(
        file: reader.file, line: reader.lineNumber,
        message: "expected an evdev row `- [sec, usec, type, code, value]` of decimal integers")
    }

    /// Parses one `libinput:` row (a YAML flow mapping); these are rare, so a parser is fine.
    private func libinputEvent(_ text: String) throws -> LibinputEvent {
      let yaml = YAMLDocument(file: reader.file, lineOffset: reader.lineNumber - 1)
      guard let node = try yaml.compose(text), node.mapping != nil else {
        throw TraceError(
          file: reader.file, line: reader.lineNumber,
          message: "expected a libinput event `{type: …}`")
      }
      let type = try yaml.string(
        yaml.required("type", in: node, context: "a libinput event"), "the event type")
      func pair(_ key: String) throws -> (x: Double, y: Double)? {
        guard let value = node[key] else { return nil }
        let numbers = try yaml.sequence(value, key).map {
          try yaml.number($0, key, in: -Double(Int32.max)...Double(Int32.max))
        }
        guard numbers.count == 2 else { throw yaml.error(value, "expected `\(key): [x, y]`") }
        return (numbers[0], numbers[1])
      }
      return LibinputEvent(
        time: try node["time"].map { try yaml.number($0, "the time", in: InputLimits.time) },
        type: type,
        slot: try node["slot"].map { try yaml.integer($0, "the slot") },
        seatSlot: try node["seat_slot"].map { try yaml.integer($0, "the seat slot") },
        point: try pair("point"), transformed: try pair("transformed"))
    }
  }
}
