import CCmarkGFM

/// Two paths swapped in one step (Linux `renameat2` with `RENAME_EXCHANGE`), so a build that is
/// killed at any moment leaves the old site or the new one at the output path, never neither.
public enum PathExchange {
    /// 0 when swapped, else the system's error number (`ENOSYS`, `EINVAL`: the caller renames twice).
    public static func exchange(_ first: String, _ second: String) -> Int32 {
        rcp_exchange_paths(first, second)
    }
}
