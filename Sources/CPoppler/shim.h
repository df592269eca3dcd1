// poppler-glib draws the pages of PDF images (asset catalogs' vector images) through Cairo. Only WidgetryGraphics imports this.
#include <poppler.h>
