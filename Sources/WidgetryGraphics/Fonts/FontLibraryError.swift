/// Why a font folder could not be added to ``FontLibrary``.
public enum FontLibraryError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The path does not exist or is not a folder.
    case directoryNotFound(path: String)
    /// fontconfig refused the folder (for example, it cannot be read).
    case directoryRejected(path: String)
    /// The font file does not exist or cannot be read.
    case fileNotFound(path: String)
    /// fontconfig refused the file (not a font it can read).
    case fileRejected(path: String)

    /// A message naming the path and the fix.
    public var description: String {
        switch self {
        case .directoryNotFound(let path):
            return "font directory '\(path)' does not exist or is not a directory; "
                + "pass the folder that contains your .ttf/.otf files (check the path and its spelling)."
        case .directoryRejected(let path):
            return "fontconfig could not add the font directory '\(path)'; "
                + "make sure it is readable (chmod a+rx) and contains .ttf, .otf or .ttc files."
        case .fileNotFound(let path):
            return "font file '\(path)' does not exist or cannot be read; check that the app's bundle has it."
        case .fileRejected(let path):
            return "fontconfig could not read '\(path)' as a font; a .ttf, .otf or .ttc file is expected."
        }
    }
}
