"""Held-out set 73: tool results of coding agents' edit loops, as the agent's tools return
them: apply_patch results, ``sed -i``/``perl -pi`` and editor tool results, LSP
diagnostics, linters' and test runners' output, and build logs.

Six three-step scenarios (each step a case) and single results. Every tool and marker was
grepped for in every earlier ``benchmarks/*heldout*`` file; these matched none: ``dotnet
test``, ``zig build``, ``flake8``, ``pylint``, ``oxlint``, ``markdownlint``, ``tflint``,
``ktlint``, ``detekt``, ``swiftlint``, ``credo``, ``rust-analyzer``, ``gopls``, ``clangd``,
``tsserver``, ``jdtls``, ``nextest``, ``bun test``, ``vite build``, ``codespell``, ``buf
lint``, ``protolint``, ``actionlint``, ``kubeconform``, ``helm lint``, ``prettier``,
``gofmt``, ``cppcheck``, ``erb_lint``, ``standardrb``, ``stylua``, ``luacheck``, ``hlint``,
``basedpyright``, ``pyre``, ``pytype``, ``textDocument/publishDiagnostics``, ``perl -pi``,
``patch -p1``, ``flows_cred`` and ``.cursorrules``. The apply_patch envelope, ``sed -i``
and the editor's ``str_replace`` did match (they are this share's subject) and are used
again with other files and languages. Written as each tool prints its output (remembered,
not copied, so padding may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 editor view ¦ scenario 1 step 1: the editor tool's view of a charger-fleet TypeScript config (cat -n numbering) ¦ {A40} ¦ Here's the result of running `cat -n` on /work/fleet/src/config.ts:\n     1\texport const config = {\n     2\t  chargerApi: "https://cp.acme-charge.eu/public-api",\n     3\t  chargerToken: "{t}",\n     4\t  pollSeconds: 30,\n     5\t};
s1 apply patch ¦ scenario 1 step 2: apply_patch moving the token to an env var, the result echoing the removed line ¦ {A42} ¦ Success. Updated the following files:\nM src/config.ts\n\n@@ -2,4 +2,4 @@\n   chargerApi: "https://cp.acme-charge.eu/public-api",\n-  chargerToken: "{t}",\n+  chargerToken: process.env.CHARGER_TOKEN ?? "",\n   pollSeconds: 30,
s1 vite build ¦ scenario 1 step 3: vite build --debug printing the define map with the inlined env value ¦ {A44} ¦ $ npx vite build --debug\n  vite:config define: { 'process.env.NODE_ENV': '"production"', 'process.env.CHARGER_TOKEN': '"{t}"' } +0ms\nvite v6.0.3 building for production...\n✓ 212 modules transformed.\ndist/assets/index-Bq3f9x1K.js  148.21 kB │ gzip: 47.90 kB
s2 perl pi ¦ scenario 2 step 1: the shell tool echoing a perl -pi one-liner that wrote a weather key into a Go file ¦ {h32} ¦ $ perl -pi -e 's/const meteoKey = ".*"/const meteoKey = "{t}"/' internal/forecast/client.go && echo done\ndone
s2 gofmt diff ¦ scenario 2 step 2: gofmt -d on the edited file ¦ {h34} ¦ $ gofmt -d internal/forecast/client.go\ndiff internal/forecast/client.go.orig internal/forecast/client.go\n--- internal/forecast/client.go.orig\n+++ internal/forecast/client.go\n@@ -9,3 +9,3 @@\n-const meteoKey   = "{t}"\n+const meteoKey = "{t}"
s2 go vet gopls ¦ scenario 2 step 3: gopls check output quoting the constant in a hover-style message ¦ {h36} ¦ $ gopls check internal/forecast/client.go\n/work/agro/internal/forecast/client.go:10:7-17: const meteoKey untyped string = "{t}" is unused (unused)
s3 ra diagnostics ¦ scenario 3 step 1: a textDocument/publishDiagnostics notification from rust-analyzer in the agent's LSP log ¦ {A32} ¦ [Trace - 12:41:07] Received notification 'textDocument/publishDiagnostics'.\n{"uri":"file:///work/bms/src/main.rs","diagnostics":[{"range":{"start":{"line":11,"character":4},"end":{"line":11,"character":44}},"severity":2,"code":"unused_variables","source":"rust-analyzer","message":"unused variable: `rscp_key`\\n`let rscp_key = \"{t}\";`"}]}
s3 nextest ¦ scenario 3 step 2: cargo nextest failure with an assert_eq! printing both strings ¦ {A34} ¦ --- STDERR: bms::tests::auth_frame ---\nthread 'tests::auth_frame' panicked at src/rscp.rs:88:9:\nassertion `left == right` failed\n  left: "{t}"\n right: "<redacted>"\n        FAIL [   0.012s] bms tests::auth_frame
s3 cargo build ¦ scenario 3 step 3: cargo build warning with the source line shown ¦ {A36} ¦ warning: constant `E3DC_PASSWORD` is never used\n  --> src/config.rs:4:7\n   |\n4  | const E3DC_PASSWORD: &str = "{t}";\n   |       ^^^^^^^^^^^^^\n   = note: `#[warn(dead_code)]` on by default
s4 bun test ¦ scenario 4 step 1: bun test snapshot mismatch showing a received header map ¦ {u48} ¦ bun test v1.1.38\ntest/client.test.ts:\n- Expected  - 1\n+ Received  + 1\n  {\n-   "x-api-key": "[set]",\n+   "x-api-key": "{t}",\n    "accept": "application/json",\n  }\n(fail) n3rgy client > sends key header [2.11ms]
s4 oxlint ¦ scenario 4 step 2: oxlint with a code frame around a flagged line ¦ {u50} ¦   ⚠ eslint(no-unused-vars): Variable 'consumerSecret' is declared but never used.\n   ╭─[src/resideo.ts:7:7]\n 6 │ const consumerKey = process.env.RESIDEO_KEY;\n 7 │ const consumerSecret = "{t}";\n   ·       ───────────────\n 8 │\n   ╰────\nFound 1 warning and 0 errors.
s4 prettier ¦ scenario 4 step 3: prettier --check failing on a syntax error, with the code frame ¦ {u52} ¦ Checking formatting...\n[error] src/airthings.ts: SyntaxError: ',' expected. (4:40)\n[error]   3 | const client = new AirThingsApi({\n[error] > 4 |   secret: "{t}" id: "3b7e41d9",\n[error]     |                                        ^\n[error]   5 | })\nAll matched files use Prettier code style!
s5 ktlint format ¦ scenario 5 step 1: ktlint --format summary followed by the agent's git diff ¦ {A38} ¦ $ ktlint --format "app/src/**/*.kt" && git diff --stat && git diff app/src/main/kotlin/ev/Keys.kt\n app/src/main/kotlin/ev/Keys.kt | 2 +-\n-    const val CHARGE_SECRET  =  "{t}"\n+    const val CHARGE_SECRET = "{t}"
s5 gradle info ¦ scenario 5 step 2: ./gradlew assembleDebug --info printing a buildConfigField ¦ {A40} ¦ > Task :app:generateDebugBuildConfig\nGenerating BuildConfig with fields: [APPLICATION_ID=ev.acme.charge, BUILD_TYPE=debug, CHARGE_API_SECRET="{t}"]\nBUILD SUCCESSFUL in 41s
s5 detekt ¦ scenario 5 step 3: detekt's txt report with the offending line quoted by a custom rule ¦ {A42} ¦ $ ./gradlew detekt\nHardcodedSecret - [Keys] at app/src/main/kotlin/ev/Keys.kt:5:5 - String literal "{t}" looks like a credential\nBUILD FAILED in 12s
s6 flake8 source ¦ scenario 6 step 1: flake8 --show-source with E501 on a settings line ¦ {A48} ¦ $ flake8 --show-source agro/settings.py\nagro/settings.py:23:80: E501 line too long (104 > 79 characters)\nCLIMATE_API_TOKEN = "{t}"  # TODO env\n                                                                               ^
s6 editor str_replace ¦ scenario 6 step 2: the editor tool's str_replace result snippet ¦ {A50} ¦ The file /work/agro/agro/settings.py has been edited. Here's the result of running `cat -n` on a snippet of /work/agro/agro/settings.py:\n    22\t# Climate provider\n    23\tCLIMATE_API_TOKEN = "{t}"\n    24\tCLIMATE_TIMEOUT = 10\nReview the changes and make sure they are as expected.
s6 pytest locals ¦ scenario 6 step 3: pytest -l showing locals of a failing test ¦ {A52} ¦ ____________________ test_forecast_auth ____________________\n    def test_forecast_auth():\n        client = ClimateClient(token=settings.CLIMATE_API_TOKEN)\n>       assert client.ping()\nE       AssertionError\n\nclient     = <agro.climate.ClimateClient object at 0x7f2c1a9e4d10>\ntoken      = '{t}'\ntests/test_climate.py:9: AssertionError
"""

SINGLES = r"""
patch p1 ¦ patch -p1 --verbose echoing a hunk that adds a Kepware password ¦ {p} ¦ $ patch -p1 --verbose < fix-kep.patch\nHunk #1 succeeded at 12.\n+KEPWARE_PASSWORD={t}\npatching file deploy/kep.env
sed i print ¦ sed -i then sed -n to print the changed line of an ESP config ¦ {A32} ¦ $ sed -i 's/^ota_password: .*/ota_password: {t}/' esp/greenhouse.yaml && sed -n '/ota_password/p' esp/greenhouse.yaml\nota_password: {t}
rg flows cred ¦ rg over a Node-RED backup hitting flows_cred.json decrypted by the agent ¦ {A36} ¦ $ rg -n '"password"' backup/\nbackup/flows_cred.json.dec:3:    "4f1c2a9b.mqtt-broker": {"user": "nodered", "password": "{t}"},
grep env ¦ grep -rn over a monorepo finding a PV portal key in a Makefile.local ¦ {h40} ¦ $ grep -rn PVO_ .\n./Makefile.local:3:PVO_APIKEY := {t}\n./Makefile:18:\tcurl -H "X-Pvoutput-Apikey: $(PVO_APIKEY)" ...
view cursorrules ¦ the editor tool viewing a .cursorrules file that pasted a token for the agent ¦ {A44} ¦ Here's the result of running `cat -n` on /work/iot/.cursorrules:\n     1\tUse pnpm. Never commit secrets.\n     2\tFor local tests use this staging key: {t}
git diff yaml ¦ git diff of a Helm values file adding an inverter cloud secret ¦ {A40} ¦ diff --git a/charts/solar/values.yaml b/charts/solar/values.yaml\n@@ -14,6 +14,7 @@ inverterCloud:\n   enabled: true\n+  appSecret: {t}\n   region: eu
helm lint ¦ helm lint --debug printing a rendered value in an error ¦ {A40} ¦ ==> Linting charts/solar\n[ERROR] templates/secret.yaml: unable to parse YAML: error converting YAML to JSON: yaml: line 6: mapping values are not allowed in this context\n  line 6:   app-secret: {t}: true
kubeconform ¦ kubeconform -verbose on a Secret manifest with stringData ¦ {A44} ¦ $ kubeconform -verbose -summary k8s/\nk8s/meteo-secret.yaml - Secret meteo-keys is invalid: problem validating schema. Check JSON formatting: jsonschema: '/stringData/METEO_TOKEN' does not validate: expected string, but got number\n  # stringData: {METEO_TOKEN: {t}}
actionlint ¦ actionlint flagging an inline secret in a workflow env with the line shown ¦ {A40} ¦ .github/workflows/deploy.yml:18:9: use secrets.* instead of a literal [expression]\n   |\n18 |         FARM_API_TOKEN: {t}\n   |         ^~~~~~~~~~~~~~~
tflint ¦ tflint output quoting a variable default ¦ {u48} ¦ Warning: [Fixable] variable "evgo_token" default holds a literal "{t}" (terraform_sensitive_default)\n\n  on variables.tf line 22:\n  22:   default = "{t}"
buf lint ¦ buf lint pointing at a proto comment that carried a test key ¦ {A36} ¦ proto/telemetry/v1/meter.proto:12:3:Field name "apiKey" should be lower_snake_case, such as "api_key". // example: {t}
protolint ¦ protolint on a proto option holding a default ¦ {A38} ¦ [proto/ingest.proto:8:3] Found an incorrect default option "{t}" for field "device_secret"
markdownlint ¦ markdownlint quoting a README line with a pasted key ¦ {A34} ¦ README.md:41:81 MD013/line-length Line length [Expected: 80; Actual: 118] [Context: "export SENSIBO_KEY={t} # mine"]
codespell ¦ codespell flagging a token fragment inside a .env.sample ¦ {A30} ¦ ./.env.sample:4: {t} ==> (no suggestion)  [unknown word in WEATHER_KEY line]
cppcheck ¦ cppcheck --template with the code line shown for a PLC gateway ¦ {p} ¦ src/modbus_gw.cpp:37:17: style: Variable 'plcPass' is assigned a value that is never used. [unreadVariable]\n    const char *plcPass = "{t}";\n                ^
clangd ¦ clangd diagnostics in the agent's LSP pane for a firmware header ¦ {A32} ¦ include/wifi_secrets.h:3:9: warning: macro is not used [clang-diagnostic-unused-macros]\n#define MQTT_PASS "{t}"
swiftlint ¦ swiftlint output quoting a string literal via a custom rule ¦ {A40} ¦ Sources/Thermo/API.swift:12:29: warning: Hard-coded Key Violation: Avoid literal keys ("{t}") (hardcoded_key)
credo ¦ mix credo --strict explain output quoting the module attribute ¦ {A44} ¦ ┃ [W] ↗ Module attribute @charger_secret is never used.\n┃       lib/ocpp/auth.ex:5:3 #(Ocpp.Auth)\n┃   @charger_secret "{t}"
erb lint ¦ erb_lint output with the offending template line ¦ {A36} ¦ Linting 12 files with 9 linters...\nerb interpolation with '<%= ' missing space (SpaceAroundErbTag)\nIn file: app/views/meters/show.html.erb:9\n  <meta name="grid-key" content="<%=\"{t}\"%>">
standardrb ¦ standardrb autocorrect diff ¦ {A32} ¦ $ bundle exec standardrb --fix && git diff config/initializers/uplight.rb\n-  c.api_key = '{t}'\n+  c.api_key = "{t}"
luacheck ¦ luacheck on a Domoticz-style dzVents script ¦ {A30} ¦ Checking scripts/heatpump.lua                    1 warning\n    scripts/heatpump.lua:3:7: unused variable token\n  local token = "{t}"
hlint ¦ hlint suggestion quoting an expression with a key ¦ {A34} ¦ src/Weather.hs:22:13-60: Suggestion: Redundant bracket\nFound:\n  (fetchForecast ("{t}"))\nPerhaps:\n  fetchForecast "{t}"
basedpyright ¦ basedpyright reportConstantRedefinition with the value ¦ {A36} ¦ /work/agro/agro/keys.py:7:1 - error: "SOIL_API_KEY" is constant (because it is uppercase) and cannot be redefined; previous value "{t}" (reportConstantRedefinition)
pytype ¦ pytype error quoting a literal in a call ¦ {A38} ¦ File "agro/sat.py", line 14, in fetch: Function SatClient.__init__ was called with the wrong arguments [wrong-arg-types]\n         Expected: (self, key: int)\n  Actually passed: (self, key: str)  # key='{t}'
dotnet test ¦ dotnet test failure with the expected and actual strings ¦ {u40} ¦ Failed HistorianClientTests.Authenticates [12 ms]\n  Error Message:\n   Assert.Equal() Failure: Strings differ\n   Expected: "Basic ***"\n   Actual:   "Basic {t}"
zig build ¦ zig build error trace quoting a comptime string ¦ {A32} ¦ src/main.zig:9:25: error: expected type '[]const u8', found '*const [32:0]u8'\n    const modbus_key = "{t}".*;\n                        ^~~~~~
jdtls ¦ jdtls publishDiagnostics in the agent log for a Java telematics client ¦ {A40} ¦ [jdtls] publishDiagnostics file:///work/fleet/src/main/java/ev/Tele.java [{"severity":2,"message":"The value of the field Tele.SECRET is not used","source":"Java","code":"570425421","range":{"start":{"line":5,"character":32}}}] // private static final String SECRET = "{t}";
http mint device ¦ an HTTP tool response minting a device token for an IoT gateway ¦ {u64} ¦ HTTP 201 POST /api/v1/gateways/gw-plant7-02/credentials\n{"device_id":"gw-plant7-02","device_token":"{t}","expires_at":"2027-12-07T00:00:00Z"}
http mint charger ¦ an HTTP tool response provisioning OCPP basic-auth for a new charger ¦ {H40} ¦ HTTP 200 PUT /ocpp/chargers/EVB-P2210417/auth\n{"station_id":"EVB-P2210417","username":"EVB-P2210417","password":"{t}","security_profile":2}
http mint field ¦ an HTTP tool response creating a field-sensor API key ¦ fsk_{A40} ¦ HTTP 201 POST /v2/orgs/farm-031/keys\n{"id":"key_7781","name":"probe-sync","secret":"{t}","created":"2026-12-07T12:40:00Z","last4":"…"}
view env solar ¦ the editor tool viewing a solar monitor .env ¦ {A28} ¦ Here's the result of running `cat -n` on /work/solar/.env:\n     1\tINVERTER_HOST=192.168.1.57\n     2\tINVERTER_USER=pv\n     3\tINVERTER_PASSWORD={t}
view grafana agent ¦ the editor tool viewing a grafana agent river file ¦ {A56} ¦ Here's the result of running `cat -n` on /etc/grafana-agent.river:\n    12\tprometheus.remote_write "cloud" {\n    13\t  endpoint {\n    14\t    url = "https://prom.acme.io/api/prom/push"\n    15\t    basic_auth { username = "118224" password = "{t}" }
stylua ¦ stylua --check diff on a Neovim plugin config with a key ¦ {A40} ¦ Diff in lua/plugins/ai.lua:\n-    api_key="{t}",\n+    api_key = "{t}",
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
