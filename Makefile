# The two commands of the README: `make run` runs every scenario, `make test` runs the tests.
SWIFT ?= swift

.PHONY: run test bench bootstrap build monkey test-invariants scenarios-invariants

bootstrap:
	@bash scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build --product pantomime

## Run every scenario in Scenarios/ through the CLI.
run: build
	$(SWIFT) run --skip-build pantomime run Scenarios

## Run the unit, integration and scenario tests, then every scenario again in a build
## that checks Pantomime's internal invariants after every mutation.
test: bootstrap
	$(SWIFT) test
	@$(MAKE) --no-print-directory scenarios-invariants

# Builds with -DPANTOMIME_INVARIANTS go to their own scratch path.
INVARIANTS_BUILD ?= .build-invariants
INVARIANTS_FLAGS = --scratch-path $(INVARIANTS_BUILD) -Xswiftc -DPANTOMIME_INVARIANTS

## Every scenario, played by a CLI built with the invariant checks.
scenarios-invariants: bootstrap
	$(SWIFT) build $(INVARIANTS_FLAGS) --product pantomime
	$$($(SWIFT) build $(INVARIANTS_FLAGS) --show-bin-path)/pantomime run Scenarios --quiet

## Every scenario and the whole test suite, built with the invariant checks.
test-invariants: scenarios-invariants
	$(SWIFT) build $(INVARIANTS_FLAGS) --build-tests
	$(SWIFT) test $(INVARIANTS_FLAGS) --skip-build

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
