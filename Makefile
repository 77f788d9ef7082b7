# The two commands of the README: `make run` runs every scenario, `make test` runs the tests.
SWIFT ?= swift

.PHONY: run test bench bootstrap build monkey

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

## A long monkey run (release build): 10,000 runs of 50 actions over each monkey setup.
MONKEY_RUNS ?= 10000
monkey: bootstrap
	$(SWIFT) build -c release --product pantomime
	@for setup in Scenarios/monkey/*.yaml; do \
		$(SWIFT) run -c release --skip-build pantomime monkey $$setup --runs $(MONKEY_RUNS) --actions 50 --seed 1 || status=1; \
	done; exit $${status:-0}
