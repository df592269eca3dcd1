// A test that goes beyond the assertions renders cells itself and looks at what was placed: the pipeline
// (`CellPipeline`, `RenderedCell`, `WidgetCell`) and the matrix types come with `import WidgetryTesting`.
@_exported import WidgetryCheck
@_exported import WidgetryPipeline
