"""Held-out set 82: tool results of coding agents working with package managers and build
configuration — six three-step scenarios (the secret in step 1, 2 or 3) and single results.

Scenarios: an ``npm publish`` job in CI (``.npmrc``, ``npm publish --verbose``, ``npm
config ls -l``), a Poetry release (``poetry config --list``, ``poetry publish -vvv``, ``env``
in the job), a Maven deploy (``cat settings.xml``, ``mvn -X deploy``, a failed wagon), a
``cargo publish`` to an alternative registry (``cat credentials.toml``, ``cargo publish``
with ``CARGO_REGISTRIES_*``, ``cargo login`` history), a Composer install behind a private
Packagist (``auth.json``, ``composer install -vvv``, ``COMPOSER_AUTH``), and a conda and uv
release (``conda config --show channels``, a ``CondaHTTPError``, ``uv publish``). Singles:
files and output of the share's package managers (``bunfig.toml``, ``BUN_CONFIG_*``,
``yarn.lock`` resolved URLs, ``pnpm-lock.yaml`` tarballs, ``YARN_NPM_AUTH_TOKEN``,
``uv.toml`` indexes, ``tox.ini``, ``.pypirc``, ``pdm config``, ``gradle.properties`` publish
keys, ``ORG_GRADLE_PROJECT_*``, ``nuget.config``, ``nuget setapikey``, ``go env``, ``go env
-w``, ``conan remote login``, ``choco apikey``, ``stack upload``), ``rg`` and ``grep`` over a
monorepo, ``git diff``, ``git log -p``, and HTTP responses minting registry tokens (PyPI
trusted publishing, crates.io, npm granular tokens, JSR, NuGet API keys). Earlier sets named
some of these tools (npm, pip, Poetry, cargo, Maven, Gradle, NuGet, Composer, conda, bun,
uv); being this set's share they are used again, in shapes and names grepped to be new
(``npm-proxy.fury.io``, ``conan remote login``, ``choco apikey``, ``HACKAGE_KEY``,
``mint-token``, ``jsrp_``, ``YARN_NPM_AUTH_TOKEN``, ``BUN_CONFIG_REGISTRY``,
``gradle.publish.secret``, ``bitbucket-oauth``, ``pdm config`` matched no earlier file).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 npm cat npmrc ¦ scenario 1 step 1: an npm publish job, cat of the project .npmrc with a scoped token ¦ npm_{A36} ¦ $ cat .npmrc\n@acme-games:registry=https://npm.pkg.acme.gg/\n//npm.pkg.acme.gg/:_authToken={t}\nengine-strict=true
s1 npm publish verbose ¦ scenario 1 step 2: npm publish --verbose printing the registry and a tarball URL with a legacy auth query ¦ {A40} ¦ npm verbose publish Publishing @acme-games/matchmaker@3.2.0 to https://npm.pkg.acme.gg/\nnpm http fetch PUT 401 https://npm.pkg.acme.gg/@acme-games%2fmatchmaker?auth={t} 212ms\nnpm error code E401
s1 npm config ls ¦ scenario 1 step 3: npm config ls -l in the same job, an env override shown raw ¦ {b44} ¦ ; "env" config from environment\n//npm.pkg.acme.gg/:_password = "{t}" ; overridden by env\n//npm.pkg.acme.gg/:username = "ci-publisher"
s2 poetry config list ¦ scenario 2 step 1: poetry config --list in a release job ¦ {p} ¦ $ poetry config --list\ncache-dir = "/root/.cache/pypoetry"\nhttp-basic.acme-internal.username = "release-bot"\nhttp-basic.acme-internal.password = "{t}"\nrepositories.acme-internal.url = "https://pkgs.acme.gg/simple/"
s2 poetry publish vvv ¦ scenario 2 step 2: poetry publish -vvv showing the upload URL with credentials ¦ {A32} ¦ Publishing acme-replays (1.8.0) to acme-internal\n  - Uploading acme_replays-1.8.0-py3-none-any.whl 100%\n[urllib3.connectionpool] https://release-bot:{t}@pkgs.acme.gg:443 "POST /legacy/ HTTP/1.1" 403 0
s2 poetry env ¦ scenario 2 step 3: env | sort in the job, POETRY_PYPI_TOKEN_ for a named repo ¦ pypi-AgEIcHlwaS5vcmc{u120} ¦ $ env | sort | grep -i poetry\nPOETRY_HOME=/opt/poetry\nPOETRY_PYPI_TOKEN_ACME_INTERNAL={t}\nPOETRY_VIRTUALENVS_CREATE=false
s3 maven settings ¦ scenario 3 step 1: cat of ~/.m2/settings.xml in a deploy job ¦ {p} ¦ <servers>\n  <server>\n    <id>acme-releases</id>\n    <username>deployer</username>\n    <password>{t}</password>\n  </server>\n</servers>
s3 maven debug ¦ scenario 3 step 2: mvn -X deploy, a debug line with an Authorization header ¦ {b48} ¦ [DEBUG] http-outgoing-3 >> PUT /repository/releases/gg/acme/matchmaker/3.2.0/matchmaker-3.2.0.jar HTTP/1.1\n[DEBUG] http-outgoing-3 >> Authorization: Basic {t}\n[DEBUG] http-outgoing-3 << HTTP/1.1 401 Unauthorized
s3 maven wagon ¦ scenario 3 step 3: a failed deploy naming the repository URL with userinfo ¦ {A28} ¦ [ERROR] Failed to execute goal org.apache.maven.plugins:maven-deploy-plugin:3.1.2:deploy (default-deploy) on project matchmaker: Failed to deploy artifacts: Could not transfer artifact gg.acme:matchmaker:jar:3.2.0 from/to acme-releases (https://deployer:{t}@repo.acme.gg/repository/releases/): status code: 401
s4 cargo credentials ¦ scenario 4 step 1: cat ~/.cargo/credentials.toml with an alternative registry ¦ {A32} ¦ $ cat ~/.cargo/credentials.toml\n[registries.acme]\ntoken = "Bearer {t}"
s4 cargo env publish ¦ scenario 4 step 2: cargo publish with the token in an env var echoed by set -x ¦ {A32} ¦ + export CARGO_REGISTRIES_ACME_TOKEN={t}\n+ cargo publish --registry acme\n    Updating `acme` index\n   Packaging netcode v0.9.1 (/builds/acme/netcode)
s4 cargo history ¦ scenario 4 step 3: shell history with a cargo login ¦ cio{A32} ¦ $ tail -3 ~/.bash_history\ncargo build --release\ncargo login {t}\ncargo publish --dry-run
s5 composer auth ¦ scenario 5 step 1: cat auth.json of a private Packagist ¦ {h40} ¦ {\n    "http-basic": {\n        "repo.packagist.com": {\n            "username": "token",\n            "password": "{t}"\n        }\n    }\n}
s5 composer vvv ¦ scenario 5 step 2: composer install -vvv downloading a dist URL with a token query ¦ {h40} ¦ Downloading https://repo.packagist.com/acme-games/dists/acme/leaderboard/2.4.1.0/0f3c1a.zip?access_token={t}\n[404] https://repo.packagist.com/acme-games/...\nFailed to download acme/leaderboard from dist
s5 composer env ¦ scenario 5 step 3: COMPOSER_AUTH JSON printed by a docker inspect ¦ ghp_{A36} ¦ "Env": [\n    "PHP_VERSION=8.3.14",\n    "COMPOSER_AUTH={\"github-oauth\":{\"github.com\":\"{t}\"}}"\n]
s6 conda channels ¦ scenario 6 step 1: conda config --show channels with an anaconda.org token path ¦ {l2}-{h32} ¦ $ conda config --show channels\nchannels:\n  - https://conda.acme.gg/t/{t}/acme-games\n  - conda-forge
s6 conda http error ¦ scenario 6 step 2: a CondaHTTPError naming the tokenized channel URL ¦ {l2}-{h32} ¦ CondaHTTPError: HTTP 401 UNAUTHORIZED for url <https://conda.acme.gg/t/{t}/acme-games/linux-64/repodata.json>\nElapsed: 00:00.212201
s6 uv publish ¦ scenario 6 step 3: uv publish with --token on the command line, shown by ps in a stuck job ¦ pypi-AgENdGVzdC5weXBpLm9yZw{u110} ¦ $ ps -eo pid,args | grep 'uv publish'\n 4121 uv publish --publish-url https://test.pypi.org/legacy/ --token {t} dist/*
"""

SINGLES = r"""
bunfig scope ¦ cat of a bunfig.toml with a scoped registry token ¦ {A40} ¦ [install.scopes]\n"@acme-games" = { token = "{t}", url = "https://npm.pkg.acme.gg/" }
bun env ¦ BUN_CONFIG_ env with a registry URL holding credentials ¦ {p} ¦ BUN_CONFIG_REGISTRY=https://ci:{t}@npm.acme.gg/\nBUN_CONFIG_VERBOSE_FETCH=curl
yarn lock resolved ¦ rg over yarn.lock finding a resolved URL with a token in the path ¦ {A32} ¦ $ rg -n 'resolved' yarn.lock | head -2\n812:  resolved "https://npm-proxy.fury.io/{t}/acme/@acme-games/ui/-/ui-4.2.0.tgz#1f2e3d"
pnpm lock tarball ¦ grep of pnpm-lock.yaml, a tarball URL with a query token ¦ {h40} ¦ $ grep -n tarball pnpm-lock.yaml\n2211:    resolution: {integrity: sha512-…, tarball: https://pkgs.acme.gg/npm/netcode/-/netcode-0.9.1.tgz?token={t}}
yarnrc env ¦ YARN_NPM_AUTH_TOKEN exported in a Dockerfile build log ¦ {A36} ¦ #7 [build 3/6] RUN YARN_NPM_AUTH_TOKEN={t} yarn install --immutable\n#7 1.203 ➤ YN0000: ┌ Resolution step
uv toml index ¦ cat of uv.toml with an index URL holding credentials ¦ {p} ¦ [[index]]\nname = "acme"\nurl = "https://release-bot:{t}@pkgs.acme.gg/simple/"\ndefault = true
uv index env ¦ UV_INDEX_<NAME>_PASSWORD in a GitHub Actions env block ¦ {A40} ¦ env:\n  UV_INDEX_GAMES_USERNAME: release-bot\n  UV_INDEX_GAMES_PASSWORD: {t}
pip extra index ¦ PIP_EXTRA_INDEX_URL in a tox.ini setenv ¦ {A32} ¦ [testenv]\nsetenv =\n    PIP_EXTRA_INDEX_URL = https://{t}:@pypi.fury.io/acme-games/
pypirc testpypi ¦ cat of a .pypirc with a testpypi token ¦ pypi-AgENdGVzdC5weXBpLm9yZw{u120} ¦ [testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__\npassword = {t}
gradle publish keys ¦ cat of ~/.gradle/gradle.properties with Plugin Portal keys ¦ {A32} ¦ gradle.publish.key=pK7wQ2nR9sT4vX1yZ3aB5cD8eF0gH6jL\ngradle.publish.secret={t}
gradle org env ¦ ORG_GRADLE_PROJECT_ signing password in a CI env dump ¦ {p} ¦ ORG_GRADLE_PROJECT_signingInMemoryKeyId=7A1C9E33\nORG_GRADLE_PROJECT_signingInMemoryKeyPassword={t}
nuget config ¦ cat of nuget.config with packageSourceCredentials ¦ {A52} ¦ <packageSourceCredentials>\n  <acme>\n    <add key="Username" value="az" />\n    <add key="ClearTextPassword" value="{t}" />\n  </acme>\n</packageSourceCredentials>
nuget setapikey ¦ history line of nuget setapikey ¦ oy2{l43} ¦ $ history | grep setapikey\n  512  nuget setapikey {t} -Source https://api.nuget.org/v3/index.json
go env goflags ¦ go env output with GOPROXY credentials ¦ {A32} ¦ $ go env | grep -E 'GOPROXY|GOPRIVATE|GOFLAGS'\nGOFLAGS='-mod=mod'\nGOPRIVATE='go.acme.gg'\nGOPROXY='https://ci:{t}@goproxy.acme.gg,direct'
go env write ¦ go env -w writing a proxy URL with credentials, echoed by go env -json ¦ {A40} ¦ $ go env -w GOPROXY=https://ci:{t}@goproxy.acme.gg,direct\n$ go env -json GOPROXY\n{\n\t"GOPROXY": "https://ci:{t}@goproxy.acme.gg,direct"\n}
conan remote ¦ conan remote login with a password on the command line ¦ {p} ¦ $ conan remote login acme ci-bot -p {t}\nChanged user of remote 'acme' from 'None' (anonymous) to 'ci-bot' (authenticated)
choco apikey ¦ choco apikey add printed in a build log ¦ {uuid} ¦ > choco apikey --key {t} --source https://push.chocolatey.org/\nAdded ApiKey for https://push.chocolatey.org/
stack upload ¦ HACKAGE_KEY used by stack upload in a workflow ¦ {A43} ¦ - run: stack upload .\n  env:\n    HACKAGE_KEY: {t}
pdm config ¦ pdm config setting a repository password ¦ {p} ¦ $ pdm config repository.acme.password {t}\n$ pdm publish -r acme\n[PublishError]: 403 Forbidden from https://pkgs.acme.gg/legacy/
rg monorepo ¦ rg over a monorepo for registry tokens in configs ¦ {A36} ¦ $ rg -n 'npmAuthToken|_authToken' --hidden -g '!node_modules'\nservices/lobby/.yarnrc.yml:4:    npmAuthToken: "{t}"
grep pip conf ¦ grep -rn index-url over /etc and home ¦ {A28} ¦ $ grep -rn index-url /etc/pip.conf ~/.config/pip/\n/etc/pip.conf:2:index-url = https://build:{t}@nexus.acme.gg/repository/pypi-all/simple
git diff bunfig ¦ git diff adding a token to bunfig.toml ¦ {A40} ¦ $ git diff -- bunfig.toml\n [install.scopes]\n-"@acme-games" = { token = "$NPM_TOKEN", url = "https://npm.pkg.acme.gg/" }\n+"@acme-games" = { token = "{t}", url = "https://npm.pkg.acme.gg/" }
git diff gradle ¦ git diff adding Central Portal publisher token credentials to gradle.properties ¦ {A44} ¦ $ git diff gradle.properties\n+centralPublisherTokenUser=Xq7bTn2c\n+centralPublisherTokenPw={t}
git log patch npmrc ¦ git log -p showing an old commit with an .npmrc ¦ npm_{A36} ¦ commit 4f1c2e9a7b3d (HEAD~14)\n    chore: ci publish\ndiff --git a/.npmrc b/.npmrc\n+//registry.npmjs.org/:_authToken={t}
http mint pypi oidc ¦ an HTTP tool response exchanging an OIDC token for a PyPI upload token ¦ pypi-AgEIcHlwaS5vcmc{u150} ¦ HTTP 200 POST https://pypi.org/_/oidc/mint-token\n{"success": true, "token": "{t}", "expires": "2026-12-07T20:05:00Z"}
http mint crates ¦ an HTTP tool response creating a crates.io API token ¦ cio{A32} ¦ HTTP 200 PUT https://crates.io/api/v1/me/tokens\n{"api_token":{"id":88412,"name":"ci-publish","token":"{t}","endpoint_scopes":["publish-update"]}}
http mint npm ¦ an HTTP tool response creating an npm granular access token ¦ npm_{A36} ¦ HTTP 200 POST https://registry.npmjs.org/-/npm/v1/tokens\n{"key":"9f1c…","token":"{t}","readonly":false,"created":"2026-12-07T19:50:11Z"}
http mint jsr ¦ an HTTP tool response creating a JSR personal access token ¦ jsrp_{A32} ¦ HTTP 200 POST https://api.jsr.io/user/tokens\n{"token":{"id":"f3b1…","description":"ci"},"secret":"{t}"}
http mint nuget ¦ an HTTP tool response regenerating a NuGet API key ¦ oy2{l43} ¦ HTTP 200 POST https://www.nuget.org/account/RegenerateCredential\n{"Type":"apikey.v4","Value":"{t}","Scopes":[{"Subject":"Acme.*","AllowedAction":"package:push"}]}
composer global ¦ cat of ~/.composer/auth.json with a Bitbucket OAuth consumer ¦ {A32} ¦ {\n  "bitbucket-oauth": {\n    "bitbucket.org": {\n      "consumer-key": "q7Wd2kLx9Tn4",\n      "consumer-secret": "{t}"\n    }\n  }\n}
cargo config net ¦ cat of .cargo/config.toml with a git registry index URL holding a token ¦ {A32} ¦ [registries.acme]\nindex = "https://cargo:{t}@git.acme.gg/crates-index.git"\n[net]\ngit-fetch-with-cli = true
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS, raises="process"),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
