// The C surface Widgetry uses: Pango (text shaping and line breaking) over Cairo (drawing),
// fontconfig (user font folders), Cairo's SVG and PDF back ends, and glibc's mallopt. Only WidgetryGraphics imports this.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
// FreeType and HarfBuzz report their versions for the render fingerprint.
#include <cairo-ft.h>
#include <hb.h>
// glibc's allocator settings (mallopt), for HeapTuning.
#if defined(__linux__)
#include <malloc.h>
#endif
