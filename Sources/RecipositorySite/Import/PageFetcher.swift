import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches a web page for `import`: a clear time limit, a size cap, our own user agent, at most
/// five redirects. Every failure is a sentence for the cook, never a crash.
public struct PageFetcher: Sendable {
    public struct Page: Sendable {
        /// The address after redirects.
        public var address: String
        public var contentType: String
        public var body: Data
    }

    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    public var timeout: TimeInterval = 20
    public var maximumBytes = 5 * 1024 * 1024
    public static let userAgent = "Recipository/1.0 (recipe import; +https://github.com/recipository)"

    public init(timeout: TimeInterval = 20, maximumBytes: Int = 5 * 1024 * 1024) {
        self.timeout = timeout
        self.maximumBytes = maximumBytes
    }

    public func fetch(_ address: String) -> Result<Page, Failure> {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host != nil else {
            return .failure(Failure(description: "this is not a web address (http:// or https://)"))
        }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue(Self.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("text/html,application/xhtml+xml,application/ld+json;q=0.9,*/*;q=0.5", forHTTPHeaderField: "Accept")
        let delegate = Download(maximumBytes: maximumBytes)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        let task = session.dataTask(with: request)
        task.resume()
        // The whole fetch, redirects included, gets the time limit (plus a little for the teardown).
        let finished = delegate.done.wait(timeout: .now() + timeout + 2) == .success
        if !finished { task.cancel() }
        session.invalidateAndCancel()
        return delegate.result(finished: finished, timeout: timeout, maximumBytes: maximumBytes, address: address)
    }
}

/// Collects one response, cancelling as soon as it is over the cap.
private final class Download: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private let maximumBytes: Int
    private var data = Data()
    private var response: HTTPURLResponse?
    private var error: Error?
    private var tooLarge = false
    private var redirects = 0

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        lock.lock()
        redirects += 1
        let allowed = redirects <= 5
        lock.unlock()
        var next = request
        next.setValue(PageFetcher.userAgent, forHTTPHeaderField: "User-Agent")
        completionHandler(allowed ? next : nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        lock.lock()
        self.response = response as? HTTPURLResponse
        let declared = response.expectedContentLength
        if declared > Int64(maximumBytes) { tooLarge = true }
        let cancel = tooLarge
        lock.unlock()
        completionHandler(cancel ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive chunk: Data) {
        lock.lock()
        data.append(chunk)
        let over = data.count > maximumBytes
        if over { tooLarge = true }
        lock.unlock()
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.lock()
        self.error = error
        if response == nil { response = task.response as? HTTPURLResponse }
        lock.unlock()
        done.signal()
    }

    func result(finished: Bool, timeout: TimeInterval, maximumBytes: Int, address: String) -> Result<PageFetcher.Page, PageFetcher.Failure> {
        lock.lock()
        defer { lock.unlock() }
        let seconds = Int(timeout.rounded())
        if tooLarge {
            return .failure(.init(description: "the page is larger than \(maximumBytes / 1024 / 1024) MB, so it was not read"))
        }
        if !finished {
            return .failure(.init(description: "no answer within \(seconds) s (the time limit)"))
        }
        if let error = error as? URLError {
            switch error.code {
            case .timedOut: return .failure(.init(description: "no answer within \(seconds) s (the time limit)"))
            case .httpTooManyRedirects: return .failure(.init(description: "too many redirects"))
            case .cannotFindHost, .dnsLookupFailed: return .failure(.init(description: "the site's name was not found"))
            case .cannotConnectToHost: return .failure(.init(description: "the site refused the connection"))
            default: return .failure(.init(description: "the page could not be fetched (\(error.localizedDescription))"))
            }
        }
        if let error { return .failure(.init(description: "the page could not be fetched (\(error.localizedDescription))")) }
        guard let response else { return .failure(.init(description: "the site gave no answer")) }
        if (300..<400).contains(response.statusCode) {
            return .failure(.init(description: "too many redirects (HTTP \(response.statusCode))"))
        }
        guard (200..<300).contains(response.statusCode) else {
            let reason = HTTPURLResponse.localizedString(forStatusCode: response.statusCode)
            return .failure(.init(description: "the site answered HTTP \(response.statusCode) (\(reason))"))
        }
        return .success(PageFetcher.Page(address: response.url?.absoluteString ?? address,
                                         contentType: response.value(forHTTPHeaderField: "Content-Type") ?? "",
                                         body: data))
    }
}
