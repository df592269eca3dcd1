# Widgetry's entry points. `make demo` and `make test` install what is missing first (Debian/Ubuntu).
SWIFT ?= swift
OUT ?= out
# Where `make install` puts `bin/widgetry` and the prebuilt Widgetry the front door builds projects against.
PREFIX ?= $(HOME)/.local
# The package's build folder, shared by the examples' builds and the front door's.
SHARED := $(CURDIR)/.build

.PHONY: demo test example front-door deps build bench clean install snapshot-testing snapshot-testing-build

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
	@# The snapshot-testing package first, into the shared build folder, while Widgetry's facades are not there yet
	@# (see snapshot-testing below); the package's build then reuses the Widgetry modules it compiled.
	$(MAKE) snapshot-testing-build
	$(SWIFT) build --build-tests
	@# The server suites start live servers whose test client gives up after 20 s; beside a thousand other tests on
	@# two cores a request can wait longer than that, so they run on their own, after the rest.
	@# Each step runs once more if it fails, and then names what failed the first time as FLAKY
	@# (scripts/test-once-more.sh): a test that fails twice fails the build.
	SWIFT=$(SWIFT) scripts/test-once-more.sh --skip-build --skip WidgetryServerTests
	SWIFT=$(SWIFT) scripts/test-once-more.sh --skip-build --filter WidgetryServerTests
	$(MAKE) snapshot-testing SNAPSHOT_BUILT=1
	$(MAKE) example

# The swift-snapshot-testing strategies, a package of their own (docs/snapshot-testing.md): their tests verify
# the committed references in __Snapshots__ (record mode .missing records any that are absent, and fails).
# swift-snapshot-testing compiles its SwiftUI strategies under `#if canImport(SwiftUI)`; in a build folder that
# already holds Widgetry's `SwiftUI` facade that import fails (the facade's C modules are not on the library's
# search path). So the package builds in the shared folder when the library compiles there before the facades
# (as `make test` arranges) or already has; otherwise in a folder of its own, compiling Widgetry's modules again.
SNAPSHOT_SCRATCH = $(shell if [ -e $(SHARED)/debug/Modules/SwiftUI.swiftmodule ] && \
  [ ! -e $(SHARED)/debug/Modules/SnapshotTesting.swiftmodule ]; then echo $(SHARED)/snapshot-testing; else echo $(SHARED); fi)

snapshot-testing-build: deps
	@cp -f Package.resolved Packages/WidgetrySnapshotTesting/ 2>/dev/null || true
	cd Packages/WidgetrySnapshotTesting && $(SWIFT) build --build-tests --scratch-path $(SNAPSHOT_SCRATCH)

snapshot-testing: deps
	$(if $(SNAPSHOT_BUILT),,$(MAKE) snapshot-testing-build)
	cd Packages/WidgetrySnapshotTesting && $(SWIFT) test --skip-build --scratch-path $(SNAPSHOT_SCRATCH)

# Users' packages, built against Widgetry by path, each running its own check and tests:
# Examples/HelloWidget (`import Widgetry`) and Examples/PlantCare (written exactly as for iOS); then the
# Xcode project Examples/Commute through the front door.
example: deps
	@# HelloWidget prints from its provider and its view: that goes to standard error, and the report on
	@# standard output is valid JSON.
	@# Each builds in Widgetry's own build folder (--scratch-path $(SHARED)): SwiftPM reuses the modules the
	@# package's build compiled, so Widgetry is compiled once, not once per example.
	@# Widgetry's pins (the examples' graphs are Widgetry's): SwiftPM then checks them instead of computing every
	@# package's version again (10 s a package in a fresh clone, 4 s with the pins).
	@for p in Examples/HelloWidget Examples/PlantCare; do cp -f Package.resolved $$p/ 2>/dev/null || true; done
	cd Examples/HelloWidget && $(SWIFT) build --build-tests --scratch-path $(SHARED) \
	  && $(SHARED)/debug/HelloWidget check --json > $(SHARED)/hello-check.json 2> $(SHARED)/hello-check.stderr \
	  && python3 -c 'import json,sys; json.load(open("$(SHARED)/hello-check.json"))' && grep -q 'StepsProvider: snapshot' $(SHARED)/hello-check.stderr \
	  && grep -q 'StepsView:' $(SHARED)/hello-check.stderr && $(SWIFT) test --skip-build --scratch-path $(SHARED)
	@# The examples' checks run without the display-setting axis (--display-setting standard): what they prove is the
	@# user's package or project building and checking; the axis has its own tests (DisplaySettingSampleTests), and
	@# its cells doubled these checks' time in a fresh clone's ten minutes (issue 34).
	cd Examples/PlantCare && $(SWIFT) build --build-tests --scratch-path $(SHARED) && $(SHARED)/debug/PlantCareWidgets check --fixtures Fixtures \
	  --display-setting standard && $(SWIFT) test --skip-build --scratch-path $(SHARED)
	$(MAKE) front-door BUILT=1

# An Xcode project (Examples/Commute) checked through the front door exactly as a team's would be: no
# file of it edited, no package of its own. The generated package and its build live in .build/front-door.
front-door:
	@# `make test` has just built everything (BUILT=1): asking SwiftPM again only re-plans, for seconds.
	$(if $(BUILT),,$(SWIFT) build --product widgetry)
	.build/debug/widgetry list --project Examples/Commute/Commute.xcodeproj
	.build/debug/widgetry check --project Examples/Commute/Commute.xcodeproj --target CommuteWidgets \
	  --cache-dir .build/front-door --json-output .build/front-door/commute-check.json --sarif .build/front-door/commute.sarif \
	  --fail-on error --display-setting standard
	@# The #if os(iOS) branch gave the Lock Screen family, and the #Preview entries became cells.
	grep -q '"accessoryRectangular"' .build/front-door/commute-check.json
	grep -q 'NextDeparture preview' .build/front-door/commute-check.json
	@# The SiriKit widget's intent classes were generated from LineStatus.intentdefinition.
	grep -q '"LineStatus"' .build/front-door/commute-check.json
	@# Each truncated text is located at the line of the project's file that created it.
	python3 scripts/check-sarif-lines.py .build/front-door/commute.sarif Examples/Commute
	@# The DataStores widgets (SwiftData, Core Data with @NSManaged, HealthKit statistics) through the front door: with
	@# their fixtures they show the stores' data as the widgets' own queries select it (a finished book and food that
	@# keeps for months are left out); without, their empty states, and no cell fails (exit 0 or 1: findings only).
	status=0; .build/debug/widgetry check --sources Examples/DataStores/Widgets --fixtures Examples/DataStores/Fixtures \
	  --cache-dir .build/front-door --json-output .build/front-door/datastores.json --size-category large --display-setting standard \
	  > /dev/null || status=$$?; test $$status -le 1
	grep -q 'Middlemarch' .build/front-door/datastores.json && ! grep -q 'Piranesi' .build/front-door/datastores.json
	grep -q 'Greek yoghurt' .build/front-door/datastores.json && ! grep -q 'Basmati rice' .build/front-door/datastores.json
	grep -q '7596 steps' .build/front-door/datastores.json
	status=0; .build/debug/widgetry check --sources Examples/DataStores/Widgets \
	  --cache-dir .build/front-door --json-output .build/front-door/datastores-empty.json --size-category large --display-setting standard \
	  > /dev/null || status=$$?; test $$status -le 1
	grep -q 'Open a book in the app' .build/front-door/datastores-empty.json && grep -q 'Nothing expires this week' .build/front-door/datastores-empty.json
	grep -q 'No steps yet' .build/front-door/datastores-empty.json && ! grep -q '7596 steps' .build/front-door/datastores-empty.json
	python3 -c "import json, sys; sys.exit(1 if any(json.load(open(p))['failures'] for p in sys.argv[1:]) else 0)" \
	  .build/front-door/datastores.json .build/front-door/datastores-empty.json
	@# `widgetry mcp` through the front door, spoken to as an agent does (docs/agents.md).
	scripts/mcp-session.py NextDeparture systemMedium -- .build/debug/widgetry mcp --project Examples/Commute/Commute.xcodeproj \
	  --target CommuteWidgets --cache-dir .build/front-door
	@# `widgetry serve` through the front door follows the code: an edit rebuilds it and the server restarts with a
	@# new picture; an edit that does not build leaves the last good preview serving (docs/server.md).
	python3 scripts/live-preview-edit.py .build/debug/widgetry --cache-dir .build/front-door

# The benchmark table (Widgetry beside raw Pango/Cairo, Taffy and Yoga in the same run): docs/performance.md.
# `make bench BASE=REV` also times the check against commit REV's, same run (scripts/bench-against.sh).
bench: deps
	scripts/bench.sh
	@if [ -n "$(BASE)" ]; then scripts/bench-against.sh "$(BASE)"; fi

# A release `widgetry` in $(PREFIX)/bin, and a copy of this package in $(PREFIX)/share/widgetry/Widgetry
# built once (debug, as the front door builds): a project's first `widgetry check --project` then compiles
# only the project's files. Re-run after updating the checkout.
install: deps
	scripts/install.sh "$(PREFIX)"

clean:
	rm -rf .build $(OUT)
