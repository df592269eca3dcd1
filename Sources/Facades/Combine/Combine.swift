// `import Combine`: OpenCombine, the open-source implementation of Combine's API, under Apple's module
// name (publishers, subjects, `AnyCancellable`, `ObservableObject`, `@Published`).
@_exported import OpenCombine
