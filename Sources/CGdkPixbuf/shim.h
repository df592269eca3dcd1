// gdk-pixbuf decodes PNG and JPEG images (Cairo alone reads only PNG). Only WidgetryGraphics imports this.
#include <gdk-pixbuf/gdk-pixbuf.h>
