import WidgetryUI
