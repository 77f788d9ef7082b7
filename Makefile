# The two commands of the README: `make run` runs every scenario, `make test` runs the tests.
SWIFT ?= swift

.PHONY: run test bench bootstrap build

bootstrap:
	@bash scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build --product pantomime

## Run every scenario in Scenarios/ through the CLI.
run: build
	$(SWIFT) run --skip-build pantomime run Scenarios

## Run the unit, integration and scenario tests.
test: bootstrap
	$(SWIFT) test

## Run the benchmarks (release build); they print each figure beside its baseline.
bench: bootstrap
	$(SWIFT) run -c release pantomime-bench
