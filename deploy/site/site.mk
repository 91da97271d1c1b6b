# The kit as a static website (deploy/site): `make site` builds _site/, Voici pages that run on
# Pyodide in the browser with everything inside the folder; `make serve-site` serves it on this
# computer. Included by the main Makefile (PYTHON comes from there).
# The build's tools have their own virtual environment, .venv-site (deploy/site/requirements.txt),
# so that the app's pins stay as they are; downloads are kept in build/site-cache. It needs npm
# (Debian's 'npm', with Node.js) for the Pyodide runtime and its bytecode.

PYTHON    ?= python3
SITE_VENV := .venv-site
SITE_BIN  := $(SITE_VENV)/bin
SITE_DIR  ?= _site
SITE_PORT ?= 8000

.PHONY: site serve-site site-venv site-if-npm

$(SITE_BIN)/python:
	$(PYTHON) -m venv $(SITE_VENV)

$(SITE_VENV)/.site-installed: deploy/site/requirements.txt | $(SITE_BIN)/python
	$(SITE_BIN)/python -m pip --disable-pip-version-check -q install -r deploy/site/requirements.txt
	@touch $@

site-venv: $(SITE_VENV)/.site-installed

site: $(SITE_VENV)/.site-installed
	@command -v npm >/dev/null 2>&1 || { echo "make site needs npm (Debian's 'npm') for the Pyodide runtime"; exit 1; }
	$(SITE_BIN)/python deploy/site/build.py --out $(SITE_DIR)

serve-site:
	@[ -f $(SITE_DIR)/index.html ] || $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST)) site
	$(PYTHON) deploy/site/serve.py --dir $(SITE_DIR) --port $(SITE_PORT)

# For `make test`: the site is built when npm is there; without it the site's browser tests skip
# and say why (or fail under REQUIRE_SITE=1).
site-if-npm:
	@if command -v npm >/dev/null 2>&1; then \
		$(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST)) site; \
	else \
		echo "No npm: the static site is not built and its tests skip (install Debian's 'npm')."; \
	fi
