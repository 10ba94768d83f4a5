"""Held-out set 59: coding-agent tool results, as IDE-extension agents and MCP servers log them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file. Fresh
(no earlier file named them): Cline's "Cline wants to ..." / "Command Output:" blocks, Roo
Code's "Roo wants to ..." prompts and its ``access_mcp_resource`` and ``switch_mode`` tools,
Copilot agent mode's ``run_vscode_command``, ``list_dir`` and ``get_errors`` tools, MCP
stdio JSON-RPC with ``"method":"tools/call"`` and ``[server stderr]`` lines from
``mcp-server-sqlite``, ``mcp-server-fetch``, ``mcp-server-postgres``, ``server-filesystem``
and ``server-github``. Names that matched and were not used as the fresh part: Cline, Roo
Code, ``execute_command``, ``write_to_file``, ``apply_diff``, ``read_file``, Junie, AI
Assistant, ``run_in_terminal``, ``resources/read`` and "MCP server" (Junie's and the JetBrains
AI Assistant's terminal steps are kept in scenario 4 for their files, which are fresh). Files
no earlier set read: freqtrade's config.json, hummingbot's conf_client.yml, jesse's .env,
bitcoin.conf's ``rpcauth=``, lnd.conf's ``[Application Options]``, Teku's and web3signer's
configs, Nethermind's and Prysm's, fr24feed.ini, piaware-config, AIS-catcher's, GeoServer's,
pygeoapi's, foundry.toml, hardhat.config.ts, truffle-config.js, ape-config.yaml,
OctoBot's, Besu's, Lodestar's, mev-boost's, Rocket Pool's, DAppNode's, eth-docker's,
StakeWise's, .cdsapirc, the Planetary Computer settings and Valhalla's.
Written as each tool prints its result (remembered, not copied, so glyphs and
padding may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 cline freqtrade ¦ scenario 1 step 1: Cline's command approval and Command Output, freqtrade's config.json ¦ {A64} ¦ Cline wants to execute this command:\njq .exchange user_data/config.json\nCommand Output:\n{\n  "name": "kraken",\n  "key": "kK2vQ9mZt1",\n  "secret": "{t}"\n}
s1 cline hummingbot ¦ scenario 1 step 2: Cline's Command Output, hummingbot's conf_client.yml ¦ {p} ¦ Cline wants to execute this command:\ngrep -n password hummingbot/conf/conf_client.yml\nCommand Output:\n14:db_password: {t}
s1 cline jesse ¦ scenario 1 step 3: Cline's Command Output, jesse's .env ¦ {A40} ¦ Cline wants to execute this command:\ngrep -i BINANCE jesse-bot/.env\nCommand Output:\nBINANCE_PERPETUAL_FUTURES_API_KEY=qR4tW8yU\nBINANCE_PERPETUAL_FUTURES_API_SECRET={t}
s2 roo bitcoin rpcauth ¦ scenario 2 step 1: Roo Code's read prompt, bitcoin.conf's rpcauth (salt$hash) ¦ {h32}${h64} ¦ Roo wants to read this file:\n~/.bitcoin/bitcoin.conf\nserver=1\ntxindex=1\nrpcauth=explorer:{t}
s2 roo lnd ¦ scenario 2 step 2: Roo Code's access_mcp_resource, lnd.conf's bitcoind password ¦ {p} ¦ Roo wants to use the access_mcp_resource tool: file:///home/node/.lnd/lnd.conf\n[Application Options]\nalias=acme-ln\n[Bitcoind]\nbitcoind.rpcuser=lnd\nbitcoind.rpcpass={t}
s2 roo teku ¦ scenario 2 step 3: Roo Code's switch_mode then a read, Teku's validator key password file ¦ {A32} ¦ Roo wants to switch to Debug mode: inspect validator keys\nRoo wants to read this file:\nteku/validator_keys/keystore-m_12381_3600_0_0_0.txt\n{t}
s3 copilot web3signer ¦ scenario 3 step 1: Copilot agent mode's run_vscode_command, web3signer's key config ¦ {p} ¦ Ran run_vscode_command workbench.action.terminal.runSelectedText\n> cat web3signer/keys/validator-01.yaml\ntype: "file-keystore"\nkeystoreFile: "/keys/keystore-01.json"\nkeystorePassword: "{t}"
s3 copilot nethermind ¦ scenario 3 step 2: Copilot agent mode's list_dir and get_errors, Nethermind's JWT secret ¦ {h64} ¦ Ran list_dir nethermind/keystore → jwt-secret, node.key.plain\nRan get_errors nethermind/configs/mainnet.cfg\n  JsonRpc.JwtSecretFile: file contents "0x{t}" is not a path
s3 copilot prysm ¦ scenario 3 step 3: Copilot agent mode's get_errors, Prysm's wallet password ¦ {p} ¦ Ran get_errors prysm/config.yaml\n  line 6: wallet-password-file should be a path, found "{t}"
s4 junie fr24 ¦ scenario 4 step 1: a Junie terminal step, fr24feed.ini's sharing key ¦ {h16} ¦ Junie ▸ Terminal: sudo cat /etc/fr24feed.ini\nreceiver="beast-tcp"\nfr24key="{t}"\nhost="127.0.0.1:30005"
s4 junie piaware ¦ scenario 4 step 2: a Junie terminal step, piaware-config's feeder id ¦ {uuid} ¦ Junie ▸ Terminal: piaware-config -show feeder-id\n{t}
s4 jetbrains aiscatcher ¦ scenario 4 step 3: the JetBrains AI Assistant terminal result, AIS-catcher's sharing key ¦ {uuid} ¦ AI Assistant ran in terminal: grep -n sharing-key /etc/AIS-catcher/config.json\n  7:  "sharing_key": "{t}",
s5 mcp sqlite call ¦ scenario 5 step 1: MCP stdio JSON-RPC, mcp-server-sqlite answering tools/call with a row of keys ¦ {A43} ¦ → {"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"read_query","arguments":{"query":"select exchange, api_secret from bot_keys"}}}\n← {"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"[{'exchange': 'bitso', 'api_secret': '{t}'}]"}],"isError":false}}
s5 mcp sqlite stderr ¦ scenario 5 step 2: MCP stdio, a [server stderr] line from mcp-server-sqlite ¦ {p} ¦ [server stderr] mcp-server-sqlite: sqlite3.OperationalError near "password": syntax error in: update users set password='{t}' where id=3
s5 mcp filesystem ¦ scenario 5 step 3: MCP stdio, server-filesystem's read_file result, a .pgpass ¦ {p} ¦ ← {"jsonrpc":"2.0","id":9,"result":{"content":[{"type":"text","text":"db.internal:5432:tracks:ais_reader:{t}\n"}]}}
s6 mcp postgres ¦ scenario 6 step 1: MCP stdio, mcp-server-postgres started with a DSN in its argv ¦ {p} ¦ [server stderr] spawn npx -y @modelcontextprotocol/server-postgres postgresql://geo_admin:{t}@127.0.0.1:5432/gis\n[server stderr] Error: password authentication failed for user "geo_admin"
s6 mcp fetch geoserver ¦ scenario 6 step 2: MCP stdio, mcp-server-fetch returning GeoServer's REST answer ¦ {p} ¦ ← {"jsonrpc":"2.0","id":12,"result":{"content":[{"type":"text","text":"Contents of http://127.0.0.1:8080/geoserver/rest/datastores/parcels.json:\n{\"connectionParameters\":{\"entry\":[{\"@key\":\"passwd\",\"$\":\"{t}\"}]}}"}]}}
s6 mcp github pygeoapi ¦ scenario 6 step 3: MCP stdio, server-github's get_file_contents of pygeoapi's config ¦ {A32} ¦ ← {"jsonrpc":"2.0","id":14,"result":{"content":[{"type":"text","text":"server:\n  bind: {host: 0.0.0.0, port: 5000}\nresources:\n  hydro:\n    providers:\n      - name: PostgreSQL\n        data: {host: db, dbname: hydro, user: pg, password: {t}}"}]}}
"""

SINGLES = r"""
cline mcp tool ¦ Cline's use_mcp_tool approval quoting the arguments it will send ¦ {A40} ¦ Cline wants to use a tool on the weather-mcp MCP server:\nget_forecast\n{"lat": 47.6, "lon": -122.3, "api_key": "{t}"}
roo command output ¦ Roo Code's Command Output of a CCXT balance check ¦ {b44} ¦ Roo wants to execute this command: python check_balance.py --exchange bitso\nCommand Output:\nccxt.base.errors.AuthenticationError: bitso {"success":false,"error":{"code":"0201","message":"Invalid Nonce or Invalid Credentials"}} key=Lp7Qs2 secret={t}
copilot list dir ¦ Copilot agent mode's list_dir naming a key file after its token ¦ {l32} ¦ Ran list_dir secrets/ → README.md, rpc-{t}.url, .gitkeep
mcp initialize env ¦ an MCP client log spawning a server with its env ¦ {A36} ¦ [info] Starting MCP server "odds" with command: node dist/index.js env={"ODDS_API_KEY":"{t}","LOG_LEVEL":"debug"}
"""

EXTRA = r"""
freqtrade diff ¦ git diff of freqtrade's config.json committing a real exchange secret ¦ {A64} ¦ $ git diff -- user_data/config.json\n-        "secret": "",\n+        "secret": "{t}",
lnd rg ¦ ripgrep over lnd.conf files for a bitcoind password ¦ {p} ¦ $ rg -n rpcpass ~/.lnd/\n/home/node/.lnd/lnd.conf:9:bitcoind.rpcpass={t}
pygeoapi grep ¦ grep -C1 over pygeoapi's config for a database password ¦ {p} ¦ $ grep -C1 password pygeoapi-config.yml\n41-          user: pg\n42:          password: {t}\n43-      id_field: gid
getblock mint ¦ an HTTP tool response minting a node provider access token ¦ {h32} ¦ HTTP 201 POST /api/v1/endpoints\n{"protocol":"eth","network":"mainnet","endpoint":"https://go.getblock.io/{t}/"}
purpleair mint ¦ an HTTP tool response creating a PurpleAir-style organization key ¦ {uuid} ¦ HTTP 200 POST /v1/keys\n{"api_version":"V1.0.11","api_key_type":"READ","api_key":"{t}"}
betfair login ¦ an HTTP tool response to a Betfair-style interactive login ¦ {b44} ¦ HTTP 200 POST /api/login\n{"token":"{t}","product":"3fQp9LmT0aZk1cVb","status":"SUCCESS","error":""}
foundry toml ¦ Cline's Command Output reading foundry.toml with an RPC URL carrying a key ¦ {A32} ¦ Cline wants to execute this command:\ngrep -A2 rpc_endpoints foundry.toml\nCommand Output:\n[rpc_endpoints]\nmainnet = "https://eth-mainnet.blastapi.io/{t}"
hardhat config ¦ Roo Code reading hardhat.config.ts with a deployer private key ¦ {h64} ¦ Roo wants to read this file:\nhardhat.config.ts\n  networks: { base: { url: process.env.BASE_RPC, accounts: ["0x{t}"] } },
truffle mnemonic ¦ Copilot agent mode's get_errors quoting truffle-config.js with a mnemonic ¦ {p} ¦ Ran get_errors truffle-config.js\n  line 12: 'HDWalletProvider' is not defined\n  const provider = new HDWalletProvider({ mnemonic: { phrase: "{t}" }, providerOrUrl: rpcUrl });
ape config ¦ a Junie terminal step reading ape-config.yaml ¦ {A40} ¦ Junie ▸ Terminal: cat ape-config.yaml\nname: odds-vault\nalchemy:\n  api_key: {t}
octobot config ¦ a JetBrains AI Assistant terminal result, OctoBot's user/config.json ¦ {A64} ¦ AI Assistant ran in terminal: jq .exchanges.binance user/config.json\n{\n  "api-key": "mK8qT2vW",\n  "api-secret": "{t}",\n  "enabled": true\n}
besu rpc ¦ MCP stdio, server-filesystem reading Besu's config.toml ¦ {p} ¦ ← {"jsonrpc":"2.0","id":21,"result":{"content":[{"type":"text","text":"rpc-http-enabled=true\nrpc-http-authentication-enabled=true\nrpc-http-authentication-credentials-file=\"auth.toml\"\n# admin password: {t}"}]}}
lodestar keystore ¦ Cline's Command Output listing Lodestar's keystore password file ¦ {A32} ¦ Cline wants to execute this command:\ncat lodestar/secrets/0x8f1e2d.txt\nCommand Output:\n{t}
mevboost relay ¦ Roo Code's Command Output of mev-boost's startup with a relay URL carrying a key ¦ {h32} ¦ Roo wants to execute this command: docker logs mev-boost --tail 2\nCommand Output:\ntime="2026-12-06T22:24:01Z" level=info msg="using 1 relays" relays="[https://0xa1b2@relay.acme.io?auth={t}]"
rocketpool wallet ¦ Copilot agent mode's run_vscode_command output, Rocket Pool's wallet password ¦ {p} ¦ Ran run_vscode_command workbench.action.terminal.runSelectedText\n> sudo cat ~/.rocketpool/data/password\n{t}
dappnode env ¦ a Junie terminal step, a DAppNode package's env ¦ {A40} ¦ Junie ▸ Terminal: docker inspect DAppNodePackage-web3signer --format '{{range .Config.Env}}{{println .}}{{end}}' | grep PASS\nPOSTGRES_PASSWORD={t}
ethdocker env ¦ MCP stdio, mcp-server-fetch returning an eth-docker .env from a private mirror ¦ {A36} ¦ ← {"jsonrpc":"2.0","id":25,"result":{"content":[{"type":"text","text":"COMPOSE_FILE=teku-cl-only.yml:mev-boost.yml\nRAPID_SYNC_URL=https://beaconstate.acme.io\nGRAFANA_PASSWORD={t}"}]}}
stakewise vault ¦ Cline's use_mcp_tool approval carrying a StakeWise operator keystore password ¦ {p} ¦ Cline wants to use a tool on the stakewise MCP server:\nstart_operator\n{"vault": "0x3c7f...", "keystores_password": "{t}"}
cdsapirc read ¦ Roo Code's access_mcp_resource reading a .cdsapirc ¦ {uuid} ¦ Roo wants to use the access_mcp_resource tool: file:///home/analyst/.cdsapirc\nurl: https://cds.climate.copernicus.eu/api\nkey: {t}
planetary settings ¦ Copilot agent mode's list_dir then get_errors on planetarycomputer settings ¦ {h32} ¦ Ran list_dir ~/.planetarycomputer → settings.env\nRan get_errors ~/.planetarycomputer/settings.env\n  line 1: unknown key "PC_SDK_SUBSCRIPTON_KEY" (value "{t}")
valhalla build ¦ a Junie terminal step building Valhalla tiles with a data-source token in the URL ¦ {A28} ¦ Junie ▸ Terminal: valhalla_build_tiles -c valhalla.json\n[ERROR] download failed: https://download.acme.io/osm/central-asia-latest.osm.pbf?token={t} (403)
flashbots key ¦ MCP stdio, [server stderr] of a signer server printing its Flashbots auth key ¦ {h64} ¦ [server stderr] flashbots-mcp: using FLASHBOTS_AUTH_KEY=0x{t} for X-Flashbots-Signature
hummingbot rg ¦ ripgrep over hummingbot's conf directory for an exchange secret ¦ {A64} ¦ $ rg -n secret_key hummingbot/conf/connectors/\nhummingbot/conf/connectors/bitso.yml:4:bitso_secret_key: {t}
octobot diff ¦ git diff of OctoBot's user/config.json committing an exchange secret ¦ {A64} ¦ $ git diff --stat -p user/config.json\n-      "api-secret": "******",\n+      "api-secret": "{t}",
teku grep ¦ grep -rn over Teku's config for a keystore password ¦ {p} ¦ $ grep -rn validators-keystore-locking teku/ -A1\nteku/config.yaml:9:validators-keystore-locking-enabled: false\nteku/config.yaml:10:# password for /keys: {t}
cdsapirc ag ¦ ag over a home directory's dotfiles for the CDS key ¦ {uuid} ¦ $ ag --hidden '^key:' ~\n.cdsapirc\n2:key: {t}
netrc rg ¦ ripgrep over ~/.netrc for the Earthdata login ¦ {p} ¦ $ rg -n -A2 earthdata ~/.netrc\n1:machine urs.earthdata.nasa.gov\n2-    login gis_lab_ops\n3-    password {t}
nansen mint ¦ an HTTP tool response creating an analytics API key ¦ {A32} ¦ HTTP 201 POST /api/v1/api-keys\n{"name":"dashboards","apiKey":"{t}","scopes":["read"]}
drpc mint ¦ an HTTP tool response creating a dRPC key ¦ {u52} ¦ HTTP 200 POST /api/keys\n{"key":{"name":"base-indexer","dkey":"{t}","created_at":"2026-12-06T22:26:00Z"}}
spacetrack cookie ¦ an HTTP tool response setting Space-Track's session cookie ¦ {h40} ¦ HTTP 200 POST /ajaxauth/login\nSet-Cookie: chocolatechip={t}; path=/; secure; HttpOnly\n""
mcp tools call postgres ¦ MCP stdio, mcp-server-postgres answering a query over api key rows ¦ {h40} ¦ ← {"jsonrpc":"2.0","id":33,"result":{"content":[{"type":"text","text":"[{\"feed\":\"goalserve\",\"api_key\":\"{t}\"}]"}],"isError":false}}
mcp stderr env dump ¦ MCP stdio, [server stderr] of a crashing server printing its environment ¦ {A36} ¦ [server stderr] Error: ODDS_API_KEY rejected by upstream (401)\n[server stderr]   at OddsClient.fetch (dist/client.js:41:11)\n[server stderr] env: {"ODDS_API_KEY":"{t}","NODE_ENV":"production"}
copilot terminal selection ¦ Copilot agent mode's run_vscode_command on a selection exporting an RPC key ¦ {h32} ¦ Ran run_vscode_command workbench.action.terminal.runSelectedText\n> export ONFINALITY_KEY={t} && node sync.js\nsync: subscribed to 2 chains
roo mcp resource env ¦ Roo Code's access_mcp_resource returning a .env from a docs server ¦ {A40} ¦ Roo wants to use the access_mcp_resource tool: env://odds-service/.env\nBETFAIR_APP_KEY=3fQp9LmT0aZk1cVb\nBETFAIR_PASSWORD_HASH_SALT={t}
"""


def agent_cases(v: Values) -> list[Case]:
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", SINGLES, raises="keyerror"),
        *v.table("agent", EXTRA, raises="args"),
    ]
