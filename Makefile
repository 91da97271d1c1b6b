# Moai Kit: `make app` serves the Voila app, `make test` runs the whole suite.
# Both set up what they need on a fresh machine (a virtual environment in .venv).

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PORT   ?= 8866
PIP    := $(BIN)/python -m pip --disable-pip-version-check -q

.PHONY: app test lint browser venv clean benchmarks

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# The app's packages; reinstalled when pyproject.toml changes.
$(VENV)/.app-installed: pyproject.toml | $(BIN)/python
	$(PIP) install -e .
	@touch $@

# The same plus the test extra.
$(VENV)/.test-installed: pyproject.toml | $(BIN)/python
	$(PIP) install -e '.[test]'
	@touch $@ $(VENV)/.app-installed

venv: $(VENV)/.test-installed

app: $(VENV)/.app-installed
	@echo "Moai Kit: open http://127.0.0.1:$(PORT)/ (Ctrl-C stops it)"
	$(BIN)/voila notebooks/ --no-browser --port=$(PORT) --Voila.ip=127.0.0.1

# Debian's Chromium (never a browser download) and a font with the CJK glyphs, for browser tests.
browser:
	@if command -v chromium >/dev/null 2>&1 && fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then \
		echo "chromium: $$(command -v chromium)"; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null) \
		|| echo "could not install chromium: browser tests will skip unless REQUIRE_BROWSER=1"; \
	else \
		echo "No Chromium found: install Debian's 'chromium' and 'fonts-noto-cjk' (or set CHROMIUM=/path); browser tests will skip."; \
	fi

lint: $(VENV)/.test-installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

test: $(VENV)/.test-installed browser lint
	$(BIN)/python -m pytest -n 2 --dist loadgroup --nbval-lax --nbval-current-env tests notebooks

benchmarks: $(VENV)/.test-installed
	for b in benchmarks/*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache tests/artifacts
