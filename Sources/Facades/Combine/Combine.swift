// `import Combine`: OpenCombine, the open-source implementation of Combine's API, under Apple's module
// name (publishers, subjects, `AnyCancellable`, `ObservableObject`, `@Published`).
@_exported import OpenCombine
// Combine's Foundation integration: `Timer.publish`, and `URLSession.dataTaskPublisher(for:)` (declared
// in URLSession+Combine.swift). Schedulers on `DispatchQueue` and `RunLoop` (`.receive(on:)`) are not
// offered: OpenCombine declares those conformances only where it cannot import a module named Combine,
// which depends on the order its build jobs run in, and a conformance cannot be declared twice.
@_exported import OpenCombineFoundation
// `DispatchQueue` as a scheduler (`RunLoop`'s comes from OpenCombineFoundation).
@_exported import WidgetryCombineSchedulers
