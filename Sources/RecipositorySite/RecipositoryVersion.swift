/// The one version number: `recipository --version` and the user agent `import` fetches with.
public enum RecipositoryVersion {
    public static let number = "1.0"
}
