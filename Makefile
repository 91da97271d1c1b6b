# Moai Kit: `make app` serves the Voila app, `make class` serves it to a classroom, `make site` builds
# it as a static website, `make test` runs the whole suite.
# Each sets up what it needs on a fresh machine (a virtual environment in .venv).

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PORT   ?= 8866
PIP    := $(BIN)/python -m pip --disable-pip-version-check -q

.PHONY: app class test lint browser venv clean benchmarks

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

# The launcher (deploy/moai_voila.py) is Voila with the landing page at /, kernel owners, caps
# and the page template that serves everything locally; voila.json holds culling and timeouts.
SERVE := $(BIN)/python -m deploy.moai_voila notebooks/ --no-browser --port=$(PORT)

app: $(VENV)/.app-installed
	@echo "Moai Kit: open http://127.0.0.1:$(PORT)/ (Ctrl-C stops it)"
	$(SERVE) --Voila.ip=127.0.0.1

# A class on one server: the network (HOST), a token (TOKEN=..., else a new one), the caps per
# server / browser / computer (MAX_KERNELS, PER_BROWSER, PER_COMPUTER), culling (voila.json), and
# one preheated kernel per student for the page the class opens first (FIRST_PAGE, CLASS_SIZE),
# started one at a time before the class arrives; the landing page needs no kernel.
HOST         ?= 0.0.0.0
MAX_KERNELS  ?= 40
PER_BROWSER  ?= 6
PER_COMPUTER ?= 12
CLASS_SIZE   ?= 30
FIRST_PAGE   ?= rapanui/play.ipynb
# The class board (students' "Submit to the class", the teacher's notebooks/class.ipynb): one
# SQLite file kept across restarts, and the teacher key beside it (printed below).
CLASS_DB     ?= $(HOME)/.local/share/moai-kit/class/class.sqlite
class: $(VENV)/.app-installed
	@token="$(TOKEN)"; [ -n "$$token" ] || token=$$($(BIN)/python -c 'import secrets; print(secrets.token_urlsafe(9))'); \
	addr="$(HOST)"; case "$$addr" in 0.0.0.0|::|"") addr=$$(hostname -I 2>/dev/null | awk '{print $$1}');; *:*) addr="[$$addr]";; esac; \
	key=$$($(BIN)/python -m kit.lab.class_board key "$(CLASS_DB)") || exit 1; \
	echo "Moai Kit for a class. Students open:"; \
	echo "    http://$${addr:-<this computer's address>}:$(PORT)/?token=$$token"; \
	echo "(add &lang=zh-TW for Chinese; Ctrl-C stops it; 'make class TOKEN=$$token' keeps this address)"; \
	echo "The class's variants (the teacher's page), with the teacher key $$key:"; \
	echo "    http://$${addr:-<this computer's address>}:$(PORT)/voila/render/class.ipynb?token=$$token"; \
	echo "$(CLASS_SIZE) kernels for $(FIRST_PAGE) start now, one at a time (about $$(( $(CLASS_SIZE) * 3 )) s)."; \
	export MOAI_CLASS_DB="$(CLASS_DB)"; exec $(SERVE) --Voila.ip=$(HOST) --token="$$token" \
		--MoaiVoila.max_kernels=$(MAX_KERNELS) \
		--MoaiVoila.max_kernels_per_client=$(PER_BROWSER) \
		--MoaiVoila.max_kernels_per_address=$(PER_COMPUTER) \
		--MoaiVoila.pool_sizes rapanui/play.ipynb=1 \
		--MoaiVoila.pool_sizes giants/play.ipynb=1 \
		--MoaiVoila.pool_sizes $(FIRST_PAGE)=$(CLASS_SIZE)

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

# JupyterHub's proxy (configurable-http-proxy, from npm) for the hub tests (tests/hub), into
# deploy/jupyterhub/node_modules; without npm the live hub tests skip and say why.
.PHONY: hub-proxy
HUB_PROXY := deploy/jupyterhub/node_modules/.bin/configurable-http-proxy
hub-proxy:
	@if command -v npm >/dev/null 2>&1; then \
		$(MAKE) --no-print-directory $(HUB_PROXY); \
	else \
		echo "No npm: the live JupyterHub tests will skip (install Debian's 'nodejs' and 'npm')."; \
	fi

$(HUB_PROXY): deploy/jupyterhub/package.json
	npm install --prefix deploy/jupyterhub --no-package-lock --no-audit --no-fund --loglevel=error
	@touch $@

# axe-core (from npm), the accessibility checker the browser tests inject into every page
# (tests/browser/test_browser_axe.py), into tests/browser/node_modules; without npm those tests skip.
.PHONY: axe
AXE := tests/browser/node_modules/axe-core/axe.min.js
axe:
	@if command -v npm >/dev/null 2>&1; then \
		$(MAKE) --no-print-directory $(AXE); \
	else \
		echo "No npm: the accessibility tests will skip (install Debian's 'nodejs' and 'npm')."; \
	fi

$(AXE): tests/browser/package.json
	npm install --prefix tests/browser --no-package-lock --no-audit --no-fund --loglevel=error
	@touch $@

# The static site (deploy/site/site.mk) is built first when npm is there: tests/site test it.
test: $(VENV)/.test-installed browser lint hub-proxy axe site-if-npm
	$(BIN)/python -m pytest -n 2 --dist loadgroup --durations=25 --nbval-lax --nbval-current-env tests notebooks

benchmarks: $(VENV)/.test-installed
	for b in benchmarks/*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache tests/artifacts

-include deploy/site/site.mk
