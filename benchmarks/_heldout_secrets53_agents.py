"""Held-out set 53: coding agents' plain shell sessions, as an agent's shell tool returns
them — prompts and output, ``PS4``-tagged xtrace, ``compgen -e`` and environment dumps, zsh
extended history and ``fc -l``, ``make[1]`` recursion, workspace script runners and git hooks.

Six three-step scenarios (each step a case) and single results, in shapes, tools and files
that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; ``set -x``, ``bash -x``, ``printenv``, ``declare -x``, ``export -p``, ``history``,
``pre-commit``, ``npm run``, ``npx``, ``direnv``, ``gitleaks``, ``trufflehog``,
``detect-secrets``, ``tmux capture-pane``, ``just``, ``mise``, ``asdf``, ``poetry run``,
``tox``, ``nox``, ``rake``, ``gradle``, ``mvn``, ``sops``, ``infisical`` and ``dotenvx`` did and
were dropped). Used here: a custom ``PS4`` xtrace, husky and lint-staged, lefthook,
overcommit, ``make[1]: Entering directory``, ``turbo run``, ``nx run``, ``pnpm run``,
``yarn run``, ``bun run``, ``deno task``, ``cargo make``, ``hatch run``, ``uv run``,
``devbox run``, ``nix develop``, ``compgen -e``, ``HISTFILE`` with zsh extended history,
``fc -l``, an asciinema cast, a ``script -q`` typescript, go-task's ``Taskfile``,
``cross-env``, ``env-cmd``, ``envchain``, ``dotenv-linter``, ``lerna run`` and moonrepo's
``moon run``; files and tool output written as remembered, not copied, so glyphs and padding
may differ. Files read that no earlier set read: ``~/.astrarc``, ``oxd-conf.json``,
``devbox.json``, ``flake.nix``, ``Taskfile.yml``, ``turbo.json``, an Nx ``project.json``,
``Makefile.toml``, ``deno.json``, ``lefthook-local.yml``, ``.overcommit.yml``, ``moon.yml``,
``process-compose.yaml``, ``Procfile.dev``, ``mise.toml``, ``shell.nix``, ``bunfig.toml``,
Atlantis' ``repos.yaml`` and Develocity's ``keys.properties``.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 ps4 deploy export ¦ scenario 1 step 1: an agent runs a deploy script with PS4='+ ${BASH_SOURCE}:${LINENO}: ' and xtrace ¦ {A40} ¦ agent@build-7:~/shop$ PS4='+ ${BASH_SOURCE}:${LINENO}: ' bash -o xtrace scripts/deploy.sh staging\n+ scripts/deploy.sh:4: ENV=staging\n+ scripts/deploy.sh:5: export MAILCOACH_TOKEN={t}\n+ scripts/deploy.sh:6: ./bin/notify --env staging
s1 ps4 deploy curl ¦ scenario 1 step 2: the same PS4 xtrace reaching a curl with a basic-auth pair ¦ {p} ¦ + scripts/deploy.sh:11: curl -fsS -u 'deploy:{t}' https://npm.acme.internal:4873/-/whoami\ncurl: (22) The requested URL returned error: 401\n+ scripts/deploy.sh:12: exit 22
s1 ps4 deploy psql ¦ scenario 1 step 3: the PS4 xtrace of the rollback branch expanding a database URL ¦ {A24} ¦ + scripts/rollback.sh:8: psql postgresql://shop:{t}@acme.cluster-c9zxq1.eu-west-1.rds.amazonaws.com/shop -c 'select 1'\npsql: error: FATAL:  password authentication failed for user "shop"
s2 husky lint staged ¦ scenario 2 step 1: a husky pre-commit hook running lint-staged in the agent's commit ¦ {h64} ¦ agent@ws-3:~/web$ git commit -m "wire mailslurp e2e"\n✔ Preparing lint-staged...\n✖ eslint --fix:\n  e2e/mail.spec.ts\n    3:7  error  'MAILSLURP_KEY' is assigned a value but never used: const MAILSLURP_KEY = "{t}"\nhusky - pre-commit script failed (code 1)
s2 husky dotenv linter ¦ scenario 2 step 2: dotenv-linter in the same husky hook quoting the .env line ¦ {A40} ¦ .husky/pre-commit: dotenv-linter .env.e2e\n.env.e2e:4 UnorderedKey: The MAILCOACH_TOKEN key should go before the MAILSLURP_INBOX key\n  4 | MAILCOACH_TOKEN={t}\nFound 1 problem\nhusky - pre-commit script failed (code 1)
s2 husky commit msg ¦ scenario 2 step 3: husky's commit-msg hook echoing the rejected message the agent wrote ¦ {A26} ¦ ⧗   input: chore: rotate socketlabs key to {t}\n✖   subject may not contain secrets [custom-no-secrets]\n✖   found 1 problems, 0 warnings\nhusky - commit-msg script failed (code 1)
s3 turbo build ¦ scenario 3 step 1: turbo run build prefixing each workspace's output ¦ {h64} ¦ agent@ci:~/mono$ pnpm turbo run build --filter=web\n• Packages in scope: web\n• Running build in 1 packages\nweb:build: cache miss, executing 5f2c1a9e3b7d4c60\nweb:build: > next build\nweb:build: Environment: PROPELAUTH_API_KEY={t}\nweb:build: Error: Invalid API key
s3 turbo env summary ¦ scenario 3 step 2: turbo run --summarize listing the env it hashed, printed by the agent ¦ {l48} ¦ $ jq '.tasks[0].environmentVariables.specified' .turbo/runs/2Yc9.json\n{\n  "env": ["STACK_SECRET_SERVER_KEY=ssk_{t}"],\n  "passThroughEnv": null\n}
s3 turbo cache remote ¦ scenario 3 step 3: turbo's remote cache login the agent ran, echoing the token flag ¦ {A24} ¦ $ pnpm turbo run test --api https://cache.acme.io --team acme --token {t}\n  ×  remote caching unauthorized: 403 from https://cache.acme.io/v8/artifacts/status
s4 make recurse ¦ scenario 4 step 1: make recursing into a subdirectory, echoing the recipe with a docker login ¦ {p} ¦ agent@srv:~/infra$ make release\nmake[1]: Entering directory '/home/agent/infra/images'\ndocker login -u robot$ci -p '{t}' registry.acme.io\nError response from daemon: Get "https://registry.acme.io/v2/": unauthorized\nmake[1]: *** [Makefile:14: push] Error 1\nmake[1]: Leaving directory '/home/agent/infra/images'
s4 make twine ¦ scenario 4 step 2: make[2] echoing a twine upload recipe with the CodeArtifact token ¦ {u72} ¦ make[2]: Entering directory '/home/agent/infra/py'\nTWINE_USERNAME=aws TWINE_PASSWORD={t} twine upload -r codeartifact dist/*\nHTTPError: 401 Unauthorized\nmake[2]: *** [Makefile:9: upload] Error 1
s4 make vars ¦ scenario 4 step 3: make's variable echo target the agent called to debug ¦ {h40} ¦ $ make -C images print-PACKAGIST_TOKEN\nmake: Entering directory '/home/agent/infra/images'\nPACKAGIST_TOKEN = {t}\nmake: Leaving directory '/home/agent/infra/images'
s5 zsh history file ¦ scenario 5 step 1: the agent reads HISTFILE, zsh extended history lines ': <epoch>:<secs>;<command>' ¦ {h32} ¦ $ tail -3 $HISTFILE\n: 1796557211:0;cd ~/mailer\n: 1796557230:0;export SENDPULSE_SECRET={t}\n: 1796557244:3;php send.php
s5 zsh fc list ¦ scenario 5 step 2: zsh's fc -l listing the same session ¦ {A32} ¦ $ fc -l -5\n 1041  gluu-cli login --admin\n 1042  export GLUU_CLIENT_SECRET={t}\n 1043  ./gradlew bootRun\n 1044  git status\n 1045  fc -l -5
s5 zsh fc timestamps ¦ scenario 5 step 3: fc -li with timestamps, a Veracode secret typed inline ¦ {h64} ¦ $ fc -li -2\n 1050  2026-12-06 19:02  VERACODE_API_KEY_SECRET={t} veracode static scan target/app.war\n 1051  2026-12-06 19:03  fc -li -2
s6 lefthook pre push ¦ scenario 6 step 1: lefthook's pre-push hook output with a command echoing a token ¦ {A36} ¦ ╭──────────────────────────────────────╮\n│ 🥊 lefthook v1.10.1  hook: pre-push │\n╰──────────────────────────────────────╯\n┃  publish-check ❯\nnpm view @acme/ui --registry https://npm.acme.internal/ --//npm.acme.internal/:_authToken={t}\nnpm error code E401\n  ────────────────────────────────────\nsummary: (done in 2.31 seconds)\n🥊  publish-check
s6 lefthook yml ¦ scenario 6 step 2: the agent cats lefthook.yml holding an inline token ¦ {A40} ¦ $ cat lefthook.yml\npre-push:\n  commands:\n    sonar:\n      run: sonar-scanner -Dsonar.token={t}\n    publish-check:\n      run: npm view @acme/ui
s6 overcommit ¦ scenario 6 step 3: overcommit's pre-commit hook run printing a failing hook's output ¦ {uuid} ¦ Running pre-commit hooks\nCheck for hard tabs........................................[HardTabs] OK\nCheck for datree policy....................................[Datree] FAILED\nDatree token {t} is not valid for account acme\n✗ One or more pre-commit hooks failed
"""

SINGLES = r"""
nx run ¦ nx run printing the executor's env check in an agent's shell ¦ {A40} ¦ $ npx nx run api:serve\n> nx run api:serve\n[api] Missing or invalid MAILCHANNELS_API_KEY={t}\n NX   Running target serve for project api failed
pnpm run ¦ pnpm run with a script that echoes its config ¦ {h32} ¦ $ pnpm run mail:test\n> mailer@1.4.0 mail:test /home/agent/mailer\n> node scripts/send-test.mjs\nusing pepipost api_key={t}\nError: 401 Invalid api_key\n ELIFECYCLE  Command failed with exit code 1.
yarn run ¦ yarn run printing the command line it expanded ¦ {A24} ¦ $ yarn run e2e\nyarn run v1.22.22\n$ cross-env MAILOSAUR_API_KEY={t} playwright test\nerror Command failed with exit code 1.
bun run ¦ bun run with a failing script that printed its env ¦ {l52} ¦ $ bun run registry:check\n$ bun scripts/registry.ts\nNPM_PASSWORD={t}\nerror: script "registry:check" exited with code 1
deno task ¦ deno task printing the task command with an inline secret ¦ {A48} ¦ $ deno task notify\nTask notify AUTHSIGNAL_SECRET={t} deno run -A notify.ts\nerror: Uncaught (in promise) Error: 401 invalid_credentials
cargo make ¦ cargo make printing the task's env from Makefile.toml ¦ {u64} ¦ $ cargo make deploy\n[cargo-make] INFO - cargo make 0.37.23\n[cargo-make] INFO - Execute Command: "sh" "-c" "PHYLUM_API_KEY={t} phylum analyze Cargo.lock"\n[cargo-make] ERROR - Error while executing command, exit code: 1
hatch run ¦ hatch run in an agent's shell, an env var set in hatch.toml ¦ {A40} ¦ $ hatch run e2e:mail\n──────────────────────────────── e2e ────────────────────────────────\n$ cat hatch.toml | grep -n MAILCOACH\n12:MAILCOACH_TOKEN = "{t}"
uv run ¦ uv run of a script that printed its settings ¦ {h64} ¦ $ uv run python -m acme.settings --show\nMAILSLURP_API_KEY='{t}'\nVERIFY_TLS=True
devbox run ¦ devbox run of a script with env from devbox.json ¦ {A28} ¦ $ devbox run env | grep ASGARDEO\nASGARDEO_CLIENT_SECRET={t}\nNEXT_PUBLIC_ASGARDEO_CLIENT_ID=Xw3kPq0aZ7mVb2cR9uTn
nix develop ¦ nix develop's shellHook echoing the env it exported ¦ {A32} ¦ $ nix develop\nwarning: Git tree '/home/agent/api' is dirty\n[shellHook] exported GLUU_CLIENT_SECRET={t}\n(nix:nix-shell-env) agent@ws-3:~/api$
compgen env ¦ compgen -e with values the agent printed in a loop ¦ {A26} ¦ $ for v in $(compgen -e | grep -i socket); do echo "$v=${!v}"; done\nSOCKETLABS_API_KEY={t}\nSOCKETLABS_SERVER_ID=40211
asciinema cast ¦ an asciinema cast file the agent read, one JSON event per line ¦ {A40} ¦ $ sed -n 3,4p demo.cast\n[2.118, "o", "$ export SENDLANE_API_TOKEN="]\n[2.419, "o", "{t}\r\\n"]
script typescript ¦ a script -q typescript of a session, read back by the agent ¦ {h64} ¦ $ cat typescript\nScript started on 2026-12-06 19:04:11+00:00 [COMMAND="bash" TERM="xterm-256color"]\nagent@ws-3:~$ export ACUNETIX_KEY={t}\nagent@ws-3:~$ exit\nScript done on 2026-12-06 19:04:40+00:00 [COMMAND_EXIT_CODE="0"]
taskfile ¦ go-task printing the command of a Taskfile task ¦ {A48} ¦ $ task publish\ntask: [publish] curl -sf -H "X-Api-Key: {t}" https://api.mailchannels.net/tx/v1/check-domain\ntask: Failed to run task "publish": exit status 22
env cmd ¦ env-cmd reading a .env-cmdrc the agent cat'ed first ¦ {A64} ¦ $ cat .env-cmdrc\n{ "staging": { "PASSAGE_APP_ID": "Ndb6Bv3qJ1pZcK8wXm2LsT4r", "PASSAGE_API_KEY": "{t}" } }
envchain ¦ envchain --list then a failed run echoing the value ¦ {l60} ¦ $ envchain simplelogin env | grep SIMPLE\nSIMPLELOGIN_API_KEY={t}
lerna run ¦ lerna run prefixing package output ¦ {uuid} ¦ $ npx lerna run notify --scope @acme/mailer\nlerna info run Ran npm script 'notify' in '@acme/mailer'\n@acme/mailer: MAILUP_CLIENT_SECRET={t}\nlerna ERR! npm run notify exited 1 in '@acme/mailer'
moon run ¦ moonrepo's moon run printing a task's failing command ¦ {A40} ¦ $ moon run infra:plan\n▪▪▪▪ infra:plan\nterraform plan -var pingone_secret=unused -var ssojet_api_key={t}\n▪▪▪▪ infra:plan (failed, 2s)
"""

EXTRA = r"""
cat develocity keys ¦ a file read: the agent cats a Develocity keys.properties ¦ {l52} ¦ $ cat ~/.gradle/develocity/keys.properties\nge.acme.io={t}\nge-eu.acme.io=see-vault
cat atlantis repos ¦ a file read: Atlantis server-side repos.yaml with a workflow env value ¦ {h64} ¦ $ cat repos.yaml\nrepos:\n- id: /.*/\n  workflow: default\nworkflows:\n  default:\n    plan:\n      steps:\n      - env:\n          name: TF_VAR_webhook_secret\n          value: {t}\n      - plan
cat bunfig ¦ a file read: bunfig.toml with the registry password inline instead of $NPM_PASSWORD ¦ {l52} ¦ $ cat bunfig.toml\n[install.registry]\nurl = "https://pkgs.dev.azure.com/acme/_packaging/web/npm/registry"\nusername = "acme"\npassword = "{t}"
cat veracode yml ¦ a file read: ~/.veracode/veracode.yml written by veracode configure ¦ {h64} ¦ $ cat ~/.veracode/veracode.yml\napi:\n  key-id: 4d2f1a9c0b7e6d5c3b2a19f8e7d6c5b4\n  key-secret: {t}
rg astra ¦ ripgrep over a repository for Astra tokens ¦ {h64} ¦ $ rg -n 'AstraCS:' --glob '!*.lock'\nservices/ingest/.env.sample:2:ASTRA_DB_APPLICATION_TOKEN=AstraCS:QpLmZrTnXwVbKcYdHsFgJeUa:{t}
grep dolthub ¦ grep -rn over a notebook directory for a DoltHub token ¦ {l52} ¦ $ grep -rn 'dhat.v1' notebooks/\nnotebooks/prices.ipynb:41:    "headers = {\"authorization\": \"token dhat.v1.{t}\"}\n",
git diff scalekit ¦ git diff of a committed .env.example carrying a real Scalekit secret ¦ {A40} ¦ $ git diff HEAD~1 -- .env.example\n-SCALEKIT_CLIENT_SECRET=\n+SCALEKIT_CLIENT_SECRET=test_sk_{t}
curl mint stack ¦ an HTTP tool response minting a Stack Auth API key ¦ {l48} ¦ $ curl -s -X POST https://api.stack-auth.com/api/v1/user-api-keys -H @hdrs.txt -d '{"description":"ci"}'\n{"id":"5d3e1c7a-2b4f-4e8d-9a6c-0f1e2d3c4b5a","description":"ci","value":"sk_{t}","expires_at_millis":null}
curl mint mailslurp ¦ an HTTP tool response minting a MailSlurp sub-key (shape assumed) ¦ {h64} ¦ $ curl -s -X POST https://api.mailslurp.com/user/api-keys -H 'x-api-key: ***' -d '{"name":"ci"}'\n{"id":"7e1f","name":"ci","apiKey":"{t}"}
curl mint dolthub ¦ an HTTP tool response minting a DoltHub token (shape assumed) ¦ {l52} ¦ HTTP/2 201\ncontent-type: application/json\n\n{"token_id":"tok_8812","token":"dhat.v1.{t}","description":"agent"}
"""

EXTRA2 = r"""
cat astrarc ¦ a file read: the Astra CLI's ~/.astrarc profile ¦ {h64} ¦ $ cat ~/.astrarc\n[default]\nASTRA_DB_APPLICATION_TOKEN=AstraCS:ZrTnXwVbKcYdHsFgJeUaQpLm:{t}
cat oxd conf ¦ a file read: Gluu's oxd-conf.json with a key store password ¦ {p} ¦ $ jq '{port, serverName, keyStorePath, keyStorePassword}' conf/oxd-conf.json\n{\n  "port": 8099,\n  "serverName": "https://gluu.acme.io",\n  "keyStorePath": "/opt/oxd/oxd.keystore",\n  "keyStorePassword": "{t}"\n}
cat devbox json ¦ a file read: devbox.json with an env block ¦ {A28} ¦ $ cat devbox.json\n{\n  "packages": ["nodejs@22", "pnpm@9"],\n  "env": {\n    "ASGARDEO_CLIENT_SECRET": "{t}"\n  }\n}
cat flake nix ¦ a file read: flake.nix whose devShell exports a secret in shellHook ¦ {A32} ¦ $ sed -n 18,22p flake.nix\n        shellHook = ''\n          export GLUU_CLIENT_SECRET={t}\n          echo "[shellHook] exported GLUU_CLIENT_SECRET"\n        '';
cat taskfile ¦ a file read: a go-task Taskfile.yml with an env value ¦ {A48} ¦ $ cat Taskfile.yml\nversion: '3'\nenv:\n  MAILCHANNELS_API_KEY: {t}\ntasks:\n  publish:\n    cmds:\n      - ./scripts/check-domain.sh acme.io
cat turbo json ¦ a file read: turbo.json where a value was pasted into globalEnv by mistake ¦ {l48} ¦ $ jq .globalEnv turbo.json\n[\n  "NODE_ENV",\n  "STACK_SECRET_SERVER_KEY=ssk_{t}"\n]
cat nx project ¦ a file read: an Nx project.json with a target's env ¦ {A40} ¦ $ jq .targets.serve.options.env apps/api/project.json\n{\n  "MAILCHANNELS_API_KEY": "{t}"\n}
cat makefile toml ¦ a file read: cargo-make's Makefile.toml env table ¦ {u64} ¦ $ cat Makefile.toml\n[env]\nPHYLUM_API_KEY = "{t}"\n\n[tasks.deploy]\ncommand = "phylum"\nargs = ["analyze", "Cargo.lock"]
cat deno json ¦ a file read: deno.json whose task line carries a secret ¦ {A48} ¦ $ jq .tasks deno.json\n{\n  "notify": "AUTHSIGNAL_SECRET={t} deno run -A notify.ts"\n}
cat lefthook local ¦ a file read: lefthook-local.yml overriding a command with a token ¦ {A24} ¦ $ cat lefthook-local.yml\npre-push:\n  commands:\n    cache:\n      run: turbo run test --token {t}
cat overcommit yml ¦ a file read: .overcommit.yml passing a token to a custom hook ¦ {uuid} ¦ $ cat .overcommit.yml\nPreCommit:\n  Datree:\n    enabled: true\n    command: ['datree', 'test', '--token', '{t}', 'k8s/']
cat moon yml ¦ a file read: moonrepo's moon.yml task with an inline variable ¦ {A40} ¦ $ cat infra/moon.yml\ntasks:\n  plan:\n    command: 'terraform plan -var ssojet_api_key={t}'
cat process compose ¦ a file read: process-compose.yaml with an environment list ¦ {h64} ¦ $ cat process-compose.yaml\nprocesses:\n  api:\n    command: uv run uvicorn acme.api:app\n    environment:\n      - "MAILSLURP_API_KEY={t}"
cat procfile dev ¦ a file read: an overmind Procfile.dev with a secret inline ¦ {A26} ¦ $ cat Procfile.dev\nweb: bin/rails server -p 3000\nmailer: SOCKETLABS_API_KEY={t} bin/mailer
cat mise toml ¦ a file read: mise.toml [env] with a secret ¦ {h32} ¦ $ cat mise.toml\n[tools]\nnode = "22"\n[env]\nSENDPULSE_SECRET = "{t}"
cat shell nix ¦ a file read: shell.nix exporting a Veracode secret ¦ {h64} ¦ $ grep -n VERACODE shell.nix\n9:    VERACODE_API_KEY_SECRET = "{t}";
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
        *v.table("agent", EXTRA2.strip(), raises="context"),
    ]
