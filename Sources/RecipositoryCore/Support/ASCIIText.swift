extension String {
    /// Whether every scalar is ASCII: then each Character is one byte (CR LF aside).
    var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}
