# Widgetry's entry points. `make demo` and `make test` install what is missing first (Debian/Ubuntu).
SWIFT ?= swift
OUT ?= out

.PHONY: demo test example front-door deps build bench clean snapshot-testing

deps:
	@scripts/install-dependencies.sh

build: deps
	$(SWIFT) build

# The main job: the type specimen, the sample widgets' gallery and the matrix check, into $(OUT)/.
demo: deps
	$(SWIFT) build -c release --product widgetry
	@mkdir -p $(OUT)
	.build/release/widgetry specimen --output $(OUT)
	.build/release/widgetry gallery --output $(OUT)/gallery
	.build/release/widgetry check --json-output $(OUT)/check.json; status=$$?; \
	  echo ""; echo "Open $(OUT)/gallery/index.html in a browser; the check report is $(OUT)/check.json."; \
	  echo "(The check exits $$status: the fixed-row day-events sample is broken on purpose.)"

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) snapshot-testing
	$(MAKE) example

# The swift-snapshot-testing strategies, a package of their own (docs/snapshot-testing.md): their tests verify
# the committed references in __Snapshots__ (record mode .missing records any that are absent, and fails).
snapshot-testing: deps
	cd Packages/WidgetrySnapshotTesting && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

# Users' packages, built against Widgetry by path, each running its own check and tests:
# Examples/HelloWidget (`import Widgetry`) and Examples/PlantCare (written exactly as for iOS); then the
# Xcode project Examples/Commute through the front door.
example: deps
	@# HelloWidget prints from its provider and its view: that goes to standard error, and the report on
	@# standard output is valid JSON.
	cd Examples/HelloWidget && $(SWIFT) build --build-tests && .build/debug/HelloWidget check --json > .build/check.json 2> .build/check.stderr \
	  && python3 -c 'import json,sys; json.load(open(".build/check.json"))' && grep -q 'StepsProvider: snapshot' .build/check.stderr \
	  && grep -q 'StepsView:' .build/check.stderr && $(SWIFT) test --skip-build
	cd Examples/PlantCare && $(SWIFT) build --build-tests && .build/debug/PlantCareWidgets check --fixtures Fixtures && $(SWIFT) test --skip-build
	$(MAKE) front-door

# An Xcode project (Examples/Commute) checked through the front door exactly as a team's would be: no
# file of it edited, no package of its own. The generated package and its build live in .build/front-door.
front-door:
	$(SWIFT) build --product widgetry
	.build/debug/widgetry list --project Examples/Commute/Commute.xcodeproj
	.build/debug/widgetry check --project Examples/Commute/Commute.xcodeproj --target CommuteWidgets \
	  --cache-dir .build/front-door --json-output .build/front-door/commute-check.json --fail-on error
	@# The #if os(iOS) branch gave the Lock Screen family, and the #Preview entries became cells.
	grep -q '"accessoryRectangular"' .build/front-door/commute-check.json
	grep -q 'NextDeparture preview' .build/front-door/commute-check.json
	@# The SiriKit widget's intent classes were generated from LineStatus.intentdefinition.
	grep -q '"LineStatus"' .build/front-door/commute-check.json
	@# `widgetry mcp` through the front door, spoken to as an agent does (docs/agents.md).
	scripts/mcp-session.py NextDeparture systemMedium -- .build/debug/widgetry mcp --project Examples/Commute/Commute.xcodeproj \
	  --target CommuteWidgets --cache-dir .build/front-door

# The benchmark table (Widgetry beside raw Pango/Cairo, Taffy and Yoga in the same run): docs/performance.md.
bench: deps
	scripts/bench.sh

clean:
	rm -rf .build $(OUT)
