import Foundation
import RecipositoryCore

/// The open pages' event streams (server-sent events at `/_recipository/events`): after each
/// rebuild every page is told what changed (`reload`, and it reloads when it shows one of the
/// files) and what the rebuild found wrong (`problems`, the overlay). A stream costs a socket,
/// not a thread: a page that stops reading is dropped rather than waited for.
public final class PreviewEvents: @unchecked Sendable {
    /// One problem of the last rebuild as the overlay shows it.
    public struct Problem: Codable, Equatable, Sendable {
        public var file: String
        public var line: Int
        public var code: String
        public var message: String
    }

    private let lock = NSLock()
    private var streams: [Int32] = []
    private var problems: [Problem] = []
    static let maximumStreams = 512

    /// Takes over `socket` (the response head already sent) and tells it the current problems.
    func open(_ socket: Int32) {
        lock.withLock {
            if streams.count >= Self.maximumStreams { Glibc.close(streams.removeFirst()) }
            streams.append(socket)
            _ = Self.send(Self.problemsEvent(problems), to: socket)
        }
    }

    /// After a rebuild that wrote: the changed files' paths in the site.
    public func reload(changed: [String]) {
        broadcast(Self.event("reload", ["changed": changed]))
    }

    /// The errors of the last rebuild (none: the overlay goes).
    public func report(_ diagnostics: [Diagnostic]) {
        report(diagnostics.filter { $0.severity == .error }.map {
            Problem(file: $0.location.file, line: $0.location.line, code: $0.code.rawValue, message: $0.message)
        })
    }

    /// A rebuild that could not read or write the site: the one sentence `build` would print.
    public func report(_ error: SiteError) {
        report([Problem(file: error.path, line: 0, code: "not-built", message: error.reason)])
    }

    private func report(_ found: [Problem]) {
        lock.withLock { problems = found }
        broadcast(Self.problemsEvent(found))
    }

    /// A comment line, so streams whose page closed are found and let go.
    func keepAlive() { broadcast(Array(": still here\n\n".utf8)) }

    private func broadcast(_ bytes: [UInt8]) {
        lock.withLock {
            streams.removeAll { socket in
                if Self.send(bytes, to: socket) { return false }
                Glibc.close(socket)
                return true
            }
        }
    }

    /// Whole or not at all: a stream whose buffer is full (a page not reading) is given up.
    private static func send(_ bytes: [UInt8], to socket: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = Glibc.send(socket, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    static func problemsEvent(_ problems: [Problem]) -> [UInt8] {
        event("problems", problems)
    }

    static func event(_ name: String, _ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        return Array("event: \(name)\ndata: \(json)\n\n".utf8)
    }
}
