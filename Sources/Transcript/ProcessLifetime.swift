/// Objects kept until the process exits, never freed: a command that ends with its device
/// leaves the memory to the kernel, which takes it back at once, where freeing a million
/// contacts' names and their index one by one costs about a second.
public enum ProcessLifetime {
    public static func keep(_ object: AnyObject) {
        _ = Unmanaged.passRetained(object)
    }
}
