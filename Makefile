# The two commands of the README: `make run` runs every scenario, `make test` runs the tests.
# `make check` is the quick loop: the fast tier of the tests (see "Tests in two tiers" in the README).
SWIFT ?= swift

.PHONY: run test check bench bootstrap build monkey monkey-sweep test-invariants scenarios-invariants fuzz test-asan test-tsan trace-digests

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

## The fast tier: every test except those tagged `.slow` (each also carries the `.slowTier`
## condition, which skips it when PANTOMIME_TEST_TIER=fast). Every scenario file is still
## played; the monkey, the schema checks of whole traces, the determinism and digest checks
## and the re-entrancy matrix are left to `make test`.
check: bootstrap
	$(SWIFT) build --build-tests
	PANTOMIME_TEST_TIER=fast $(SWIFT) test --skip-build

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

## Write Tests/Fixtures/trace-digests.txt anew: the SHA-256 of every package scenario's trace,
## which the tests compare. Run it when a trace change is deliberate, and name the change in the commit.
trace-digests: bootstrap
	PANTOMIME_UPDATE_TRACE_DIGESTS=1 $(SWIFT) test --filter 'TraceDigestTests'

## Run the benchmarks (release build); they print each figure beside its baseline measured in
## the same run. BENCH_ARGS names some of them (layout, banner, loop, monkey, diffable, reading)
## and/or adds --json, which prints the report on standard error and the figures as JSON on
## standard output (docs/Performance.md).
BENCH_ARGS ?=
bench: bootstrap
	$(SWIFT) run -c release pantomime-bench $(BENCH_ARGS)

## A long monkey run (release build): 10,000 runs of 50 actions over each monkey setup.
MONKEY_RUNS ?= 10000
monkey: bootstrap
	$(SWIFT) build -c release --product pantomime
	@for setup in Scenarios/monkey/*.yaml; do \
		$(SWIFT) run -c release --skip-build pantomime monkey $$setup --runs $(MONKEY_RUNS) --actions 50 --seed 1 || status=1; \
	done; exit $${status:-0}

## The monkey over the setup of every scenario file (release build): MONKEY_SWEEP_RUNS runs
## of MONKEY_SWEEP_ACTIONS actions each from seed 1. A setup that cannot be built (exit 2)
## is skipped, as are the setups broken on purpose in MONKEY_SWEEP_BROKEN; any failure
## fails the target, and its shrunk file is in monkey-failures/.
MONKEY_SWEEP_RUNS ?= 20
MONKEY_SWEEP_ACTIONS ?= 30
MONKEY_SWEEP_BROKEN ?= Scenarios/reuse/unregistered-identifier.yaml
monkey-sweep: bootstrap
	$(SWIFT) build -c release --product pantomime
	@bin=$$($(SWIFT) build -c release --show-bin-path)/pantomime; \
	for setup in $$(find Scenarios -name '*.yaml' -not -path '*/flows/*' | sort); do \
		case " $(MONKEY_SWEEP_BROKEN) " in *" $$setup "*) continue;; esac; \
		$$bin monkey $$setup --runs $(MONKEY_SWEEP_RUNS) --actions $(MONKEY_SWEEP_ACTIONS) --seed 1 --out monkey-failures; \
		code=$$?; if [ $$code -eq 1 ]; then status=1; fi; \
	done; exit $${status:-0}

## Fuzz the scenario reader and player with libFuzzer and the address sanitizer for
## FUZZ_SECONDS, seeded from Scenarios/; a crashing input lands in Tests/Fixtures/fuzz-regressions/.
FUZZ_SECONDS ?= 600
# Each input's play is bounded by a one-second work budget; libFuzzer's own timeout is far
# above it, so that a machine busy with other work does not pass for a hang.
FUZZ_TIMEOUT ?= 60
# Leak reports stop the run at the first one; FUZZ_LEAKS=1 turns them on.
FUZZ_LEAKS ?= 0
FUZZ_BUILD ?= .build-fuzz
FUZZ_FLAGS = --scratch-path $(FUZZ_BUILD) -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
	-Xcc -fsanitize=fuzzer-no-link,address
fuzz: bootstrap
	PANTOMIME_FUZZ=1 $(SWIFT) build $(FUZZ_FLAGS) --product pantomime-fuzz
	mkdir -p $(FUZZ_BUILD)/corpus Tests/Fixtures/fuzz-regressions
	ASAN_OPTIONS=detect_leaks=$(FUZZ_LEAKS) $$(PANTOMIME_FUZZ=1 $(SWIFT) build $(FUZZ_FLAGS) --show-bin-path)/pantomime-fuzz $(FUZZ_BUILD)/corpus Scenarios \
		-max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=4096 -max_len=8192 -detect_leaks=$(FUZZ_LEAKS) \
		-artifact_prefix=Tests/Fixtures/fuzz-regressions/ -print_final_stats=1

## A mutation campaign over Scenarios/ (release build): MUTATE_RUNS mutants of the scenario
## files, each played by `pantomime run` in a child with 10 s and 4 GiB; a crash or a
## timeout is a finding, saved in Tests/Fixtures/mutation-findings/ (docs/Fuzzing.md).
MUTATE_RUNS ?= 30000
MUTATE_SEED ?= 1
MUTATE_JOBS ?= 1
.PHONY: mutate
mutate: bootstrap
	$(SWIFT) build -c release --product pantomime
	python3 scripts/mutate.py Scenarios --runs $(MUTATE_RUNS) --seed $(MUTATE_SEED) --jobs $(MUTATE_JOBS) \
		--binary $$($(SWIFT) build -c release --show-bin-path)/pantomime

## The test suite under the address sanitizer (leaks included: LeakSanitizer runs at exit
## on Linux) and under the thread sanitizer, each in its own scratch path. The suppression
## files name the toolchain's own leaks and races, each with its reason (docs/Fuzzing.md).
test-asan: bootstrap
	ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp \
		$(SWIFT) test --scratch-path .build-asan --sanitize=address

test-tsan: bootstrap
	$(SWIFT) test --scratch-path .build-tsan --sanitize=thread
