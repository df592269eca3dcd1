// Inside the asset catalog, which Xcode treats as one file: never compiled.
let notCompiled = 1
