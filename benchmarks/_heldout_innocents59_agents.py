"""Innocent set 59: coding-agent output with no secret, public ids beside credential words,
set 59's languages and public ids of set 59's vendors.

``AGENT``: the tool shapes set 59's secrets used, holding nothing secret: Cline's approval
and Command Output blocks, Roo Code's prompts, Copilot agent mode's ``run_vscode_command``,
``list_dir`` and ``get_errors``, Junie and AI Assistant terminal steps, MCP stdio JSON-RPC
``tools/call`` requests and results and ``[server stderr]`` lines, and HTTP tool responses
listing keys by id, name and prefix only. ``PUBLIC``: values public by design beside
credential words (key ids, fingerprints, digests, public keys, certificate serials, addresses,
transaction hashes, build, trace and span ids). ``WORLD``: set 59's words for recovery codes,
passphrases, PINs, passwords, API keys and tokens next to counts, dates and policies, holding
no value. ``VENDOR_IDS``: public ids of set 59's vendors (sensor indexes, station ids, bill
ids, market ids, block numbers, vessel numbers, dataset names).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Cline wants to execute this command:⟧\n⟦freqtrade --version⟧\n⟦Command Output:⟧\n⟦freqtrade 2026.11⟧
agent: ⟦Cline wants to execute this command:⟧\n⟦jq '.exchange.name' user_data/config.json⟧\n⟦Command Output:⟧\n⟦"kraken"⟧
agent: ⟦Roo wants to read this file:⟧\n⟦~/.bitcoin/bitcoin.conf⟧\n⟦server=1⟧\n⟦txindex=1⟧
agent: ⟦Roo wants to switch to Debug mode⟧: ⟦inspect validator logs⟧
agent: ⟦Roo wants to use the access_mcp_resource tool⟧: ⟦file:///home/node/.lnd/lnd.conf⟧ (⟦42 lines⟧)
agent: ⟦Ran list_dir nethermind/keystore⟧ → ⟦jwt-secret, node.key.plain⟧ (⟦contents not read⟧)
agent: ⟦Ran get_errors prysm/config.yaml⟧ → ⟦No errors found⟧
agent: ⟦Ran run_vscode_command workbench.action.tasks.build⟧ → ⟦Build succeeded in 12.4 s⟧
agent: ⟦Junie ▸ Terminal: piaware-config -show⟧\n⟦allow-auto-updates yes⟧\n⟦receiver-type rtlsdr⟧
agent: ⟦AI Assistant ran in terminal: systemctl status fr24feed⟧ → ⟦active (running) since 2026-12-06 20:14 UTC⟧
agent: ⟦→ {"jsonrpc":"2.0","id":7,"method":"tools/call"⟧,⟦"params":{"name":"list_tables","arguments":{}}}⟧
agent: ⟦← {"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"bot_keys, trades, pairs"}]⟧,⟦"isError":false}}⟧
agent: ⟦[server stderr] mcp-server-sqlite: connected to /data/bots.db⟧ ⟦(read-only)⟧
agent: ⟦[server stderr] Secure MCP Filesystem Server running on stdio⟧
agent: ⟦← {"jsonrpc":"2.0","id":12,"result":{"content":[{"type":"text","text":"Contents of http://127.0.0.1:8080/geoserver/rest/about/version.json⟧: ⟦GeoServer 2.26.1⟧
agent: ⟦HTTP 200 GET /api/v1/endpoints⟧ ⟦[{"protocol":"eth","network":"mainnet","id":"ep_«l10»","token":"***"}]⟧
agent: ⟦HTTP 200 GET /v1/keys⟧ ⟦{"api_key_type":"READ","key_prefix":"«H8»…"}⟧ (⟦value hidden⟧)
agent: ⟦$ rg -n rpcallowip ~/.bitcoin/⟧\n⟦/home/node/.bitcoin/bitcoin.conf:7:rpcallowip=127.0.0.1⟧
agent: ⟦$ git diff -- user_data/config.json⟧\n⟦-        "stake_amount": 50,⟧\n⟦+        "stake_amount": 75,⟧
agent: ⟦Cline wants to use a tool on the weather-mcp MCP server:⟧ ⟦get_forecast {"lat": 47.6, "lon": -122.3}⟧
agent: ⟦Cline wants to execute this command:⟧\n⟦bitcoin-cli getblockcount⟧\n⟦Command Output:⟧\n⟦877310⟧
agent: ⟦Cline wants to execute this command:⟧\n⟦hummingbot --version⟧\n⟦Command Output:⟧\n⟦2.1.0⟧
agent: ⟦Roo wants to edit this file:⟧ ⟦hardhat.config.ts⟧ (⟦+2 −1⟧)
agent: ⟦Roo wants to read this file:⟧\n⟦foundry.toml⟧\n⟦[profile.default]⟧\n⟦solc = "0.8.28"⟧
agent: ⟦Ran list_dir user_data/⟧ → ⟦config.json, strategies/, backtest_results/⟧
agent: ⟦Ran get_errors truffle-config.js⟧ → ⟦No errors found⟧
agent: ⟦Junie ▸ Terminal: valhalla_build_tiles -c valhalla.json⟧\n⟦[INFO] tiles built: 41,228⟧
agent: ⟦AI Assistant ran in terminal: docker ps --format '{{.Names}}'⟧\n⟦mev-boost⟧\n⟦teku⟧\n⟦besu⟧
agent: ⟦→ {"jsonrpc":"2.0","id":3,"method":"tools/list"}⟧
agent: ⟦← {"jsonrpc":"2.0","id":3,"result":{"tools":[{"name":"read_query"},{"name":"list_tables"}]}}⟧
agent: ⟦[server stderr] GitHub MCP Server running on stdio⟧
agent: ⟦[server stderr] mcp-server-fetch: fetched 2,318 bytes⟧ ⟦from http://127.0.0.1:5000/collections⟧
agent: ⟦HTTP 200 GET /api/v1/keys⟧ ⟦[{"id":"«l12»","name":"ci","prefix":"bqy_","created":"2026-11-02"}]⟧
agent: ⟦$ grep -n rpcuser ~/.lnd/lnd.conf⟧\n⟦8:bitcoind.rpcuser=lnd⟧
agent: ⟦Cline wants to use a tool on the odds MCP server:⟧ ⟦list_markets {"sport": "soccer", "limit": 20}⟧
agent: ⟦Cline wants to execute this command:⟧\n⟦npx hardhat test⟧\n⟦Command Output:⟧\n⟦  12 passing (4s)⟧
agent: ⟦Roo wants to execute this command: pytest -q⟧\n⟦Command Output:⟧\n⟦41 passed in 2.31s⟧
agent: ⟦Ran get_errors src/odds/client.py⟧ → ⟦line 88: "session_token" is possibly unbound⟧
agent: ⟦Junie ▸ Terminal: teku --version⟧\n⟦teku/v25.11.0/linux-x86_64/-eclipseadoptium-openjdk64bitservervm-java-21⟧
agent: ⟦← {"jsonrpc":"2.0","id":30,"error":{"code":-32602,"message":"Unknown tool: read_secret"}}⟧
agent: ⟦[server stderr] mcp-server-postgres: connected to gis as geo_reader⟧ ⟦(password from PGPASSFILE)⟧
agent: ⟦HTTP 201 POST /v1/keys⟧ ⟦{"id":"«l12»","api_key_type":"READ","shown_once":true}⟧ (⟦value delivered by email⟧)
agent: ⟦Cline wants to execute this command:⟧\n⟦cast block-number --rpc-url $RPC_URL⟧\n⟦Command Output:⟧\n⟦21877310⟧
"""

PUBLIC = r"""
public: ⟦GPG key fingerprint «H40»⟧ for ⟦the Bitcoin Core 28.0 release⟧
public: ⟦Ethereum address 0x«h40»⟧ ⟦(fee recipient, public)⟧
public: ⟦transaction hash 0x«h64»⟧ ⟦confirmed in block «d8»⟧
public: ⟦validator pubkey 0x«h96»⟧ ⟦status active_ongoing⟧
public: ⟦Lightning node id 02«h64»⟧ ⟦alias acme-ln⟧ ⟦(public key)⟧
public: ⟦bitcoin address bc1q«l38»⟧ ⟦(donations)⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦feeder.acme.aero⟧
public: ⟦sha256:«h64»⟧ is the ⟦digest of ghcr.io/acme/pygeoapi:0.19⟧
public: ⟦certificate serial «H32»⟧ for ⟦api.purpleair.com⟧ (⟦valid until 2027-05-01⟧)
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ on ⟦POST /api/login⟧ (⟦token redacted upstream⟧)
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ — ⟦secret rotation job passed⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg ES256⟧ — ⟦public signing key⟧
public: ⟦request id «uuid»⟧ ⟦API key reset email queued⟧
public: ⟦Planetary Computer item S2B_MSIL2A_20261130T061219_R048_T42SWD⟧ ⟦(public id)⟧
public: ⟦TfL app_id 7a0c21f3⟧ ⟦(app_key kept in CI)⟧
public: ⟦block hash 0000000000000000000«h45»⟧ ⟦height 877310⟧
public: ⟦Solana address «A44»⟧ ⟦(treasury, public)⟧
public: ⟦TRON address T«A33»⟧ ⟦(deposit address)⟧
public: ⟦withdrawal credentials 0x01«h62»⟧ ⟦(public)⟧
public: ⟦enode://«h128»@203.0.113.5:30303⟧ ⟦(public node id)⟧
public: ⟦DOI 10.1016/j.rse.2026.«d6»⟧ ⟦(Scopus EID 2-s2.0-«d11»)⟧
public: ⟦ORCID 0000-0002-«d4»-«d4»⟧ ⟦(public researcher id)⟧
public: ⟦MMSI «d9»⟧ ⟦IMO «d7»⟧ ⟦(public vessel ids)⟧
public: ⟦ICAO 24-bit address «H6»⟧ ⟦callsign ACM«d3»⟧
public: ⟦PGP key id «H16»⟧ ⟦signed the fr24feed 1.0.48 package⟧
public: ⟦API key id «l16»⟧ ⟦created 2026-11-02⟧ ⟦last used 2026-12-06⟧ (⟦value never shown again⟧)
public: ⟦Sigstore log index «d9»⟧ ⟦for freqtrade 2026.11⟧ ⟦(public transparency log)⟧
public: ⟦x5t#S256 «b64_43»⟧ ⟦thumbprint of the signing certificate⟧
public: ⟦SSH key fingerprint MD5:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»⟧ ⟦deploy@feeder⟧
public: ⟦content hash bafybei«l52»⟧ ⟦(IPFS CID, public)⟧
"""

WORLD = r"""
world: ⟦Таны нууц үг 12 тэмдэгттэй байх ёстой⟧ ⟦(Khalkha: your password must have 12 characters)⟧
world: ⟦Пароли шумо 90 рӯз эътибор дорад⟧ ⟦(Tajik/Bukharian: your password is valid 90 days)⟧
world: ⟦তোমার পাচৱার্ড বদলাইছে⟧ ⟦(Rajbanshi: your password changed)⟧
world: ⟦गोप्य पिन ६ अङ्कको हुन्छ⟧ ⟦(Nepali/Thakali: the secret PIN has 6 digits)⟧
world: ⟦ستاسو پټنوم⟧ ⟦په ۲۰۲۶-۱۲-۰۱ بدل شو⟧ ⟦(Pashto: your password changed)⟧
world: ⟦کد بازیابی⟧ ⟦۱۰ عدد⟧ ⟦(Dari: 10 recovery codes)⟧
world: ⟦Sizning tiklash kodlaringiz 30 kunda eskiradi⟧ ⟦(Uzbek)⟧
world: ⟦Құпиясөз кемінде 10 таңбадан тұруы керек⟧ ⟦(Kazakh)⟧
world: ⟦Açar sözüňiz üýtgedildi⟧ ⟦2026-12-02⟧ ⟦(Turkmen)⟧
world: ⟦ئىم 12 ھەرپتىن كەم بولماسلىقى كېرەك⟧ ⟦(Uyghur)⟧
world: ⟦ඔබගේ මුරපදය⟧ ⟦දින 90කින් කල් ඉකුත් වේ⟧ ⟦(Sinhala)⟧
world: ⟦ޕާސްވޯޑް ބަދަލުކުރެވިއްޖެ⟧ ⟦(Dhivehi: password changed)⟧
world: ⟦གསང་ཚིག⟧ ⟦ཡི་གེ་ ༡༢⟧ ⟦(Tibetan: password, 12 letters)⟧
world: ⟦ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ⟧ ⟦(Mongolian script: secret word) — 3 attempts left⟧
world: ⟦Калиди API-и шумо⟧ ⟦2 адад⟧ ⟦(Tajik: your API keys, 2)⟧
world: ⟦Parol kamida 12 belgidan iborat bo'lishi kerak⟧ ⟦(Uzbek)⟧
world: ⟦Сырсөз 90 күндө алмаштырылат⟧ ⟦(Kyrgyz: the password is changed every 90 days)⟧
world: ⟦तपाईंको पासवर्ड ९० दिनमा समाप्त हुन्छ⟧ ⟦(Nepali)⟧
world: ⟦पुनर्प्राप्ति कोड १० टा⟧ ⟦(Maithili: 10 recovery codes)⟧
world: ⟦توهان جو پاسورڊ تبديل ٿيو⟧ ⟦(Sindhi: your password changed)⟧
world: ⟦Sizin' parolin'iz o'zgertildi⟧ ⟦(Karakalpak)⟧
world: ⟦Chini mimaa 8 zi⟧ ⟦(Dongxiang: your password, 8 characters)⟧
world: ⟦ਪਾਸਵਰਡ ਬਦਲਿਆ ਗਿਆ⟧ ⟦2026-12-03⟧ ⟦(Punjabi)⟧
world: ⟦പാസ്‌വേഡ് 12 അക്ഷരങ്ങൾ⟧ ⟦(Malayalam: password, 12 letters)⟧
world: ⟦API కీలు: 3⟧ ⟦(Telugu: API keys: 3)⟧
world: ⟦Ваш пароль должен содержать 12 символов⟧ ⟦(Russian, used in Kazakhstan and Kyrgyzstan)⟧ ⟦— 3 попытки⟧
world: ⟦ئىم⟧ ⟦(Uyghur: password)⟧ ⟦ئۆزگەرتىلدى⟧ ⟦2026-12-04⟧
world: ⟦ཁྱོད་ཀྱི་གསང་གྲངས⟧ ⟦(Dzongkha: your secret number)⟧ ⟦ཨང་ ༦⟧
world: ⟦Nwngni password⟧ ⟦(Tripuri: your password)⟧ ⟦90 days⟧
world: ⟦پاسورڈ⟧ ⟦(Kalasha/Burushaski: password)⟧ ⟦12 حروف⟧
"""

VENDOR_IDS = r"""
vendor: ⟦PurpleAir sensor_index «d6»⟧ ⟦model PA-II⟧ ⟦pm2.5 12.4⟧
vendor: ⟦Ambient Weather station «H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧ ⟦tempf 41.2⟧
vendor: ⟦CDS request «uuid»⟧ ⟦dataset reanalysis-era5-single-levels⟧ ⟦state completed⟧
vendor: ⟦LegiScan bill_id «d7»⟧ ⟦HB 1204⟧ ⟦status passed⟧
vendor: ⟦TheyWorkForYou person_id «d5»⟧ ⟦constituency Keighley⟧
vendor: ⟦Betfair market 1.«d9»⟧ ⟦selection «d6»⟧ ⟦back 2.02⟧
vendor: ⟦BALLDONTLIE player id 237⟧ ⟦team LAL⟧
vendor: ⟦GetBlock endpoint ep_«l10»⟧ ⟦network mainnet⟧ ⟦(token not shown)⟧
vendor: ⟦dRPC network base⟧ ⟦chain id 8453⟧ ⟦block «d8»⟧
vendor: ⟦UP42 order «uuid»⟧ ⟦status FULFILLED⟧
vendor: ⟦GovInfo package BILLS-118hr815enr⟧ ⟦granules 3⟧
vendor: ⟦UN Comtrade reporter 504⟧ ⟦period 2025⟧ ⟦flow M⟧
vendor: ⟦MarineTraffic ship_id «d7»⟧ ⟦MMSI 311026000⟧ ⟦IMO 9321483⟧
vendor: ⟦OpenCorporates company gb/«d8»⟧ ⟦status Active⟧
vendor: ⟦Trafiklab stop 740000001⟧ ⟦Stockholm Centralstation⟧
vendor: ⟦OpenUV location 39.7456,-97.0892⟧ ⟦uv_max 7.2⟧
vendor: ⟦Earthdata granule MOD11A1.A2026339.h25v05.061⟧ ⟦38 MB⟧
vendor: ⟦AirVisual city Amsterdam⟧ ⟦aqius 31⟧ ⟦mainus p2⟧
vendor: ⟦Scopus author id «d11»⟧ ⟦h-index 27⟧
vendor: ⟦MySportsFeeds game «d5»⟧ ⟦NHL 2026-2027-regular⟧
vendor: ⟦NOWNodes chain btc⟧ ⟦blocks 877310⟧
vendor: ⟦Blockdaemon protocol ethereum⟧ ⟦network mainnet⟧ ⟦sync height «d8»⟧
vendor: ⟦Pocket app id 618d53223853830035c7a414⟧ ⟦(public portal id; secret key separate)⟧
vendor: ⟦Planetary Computer collection sentinel-2-l2a⟧ ⟦12 items⟧
vendor: ⟦AISHub station «d4»⟧ ⟦vessels in range 212⟧
vendor: ⟦GetBlock protocol ton⟧ ⟦network mainnet⟧ ⟦API type JSON-RPC v2⟧ ⟦region Frankfurt⟧
vendor: ⟦TronGrid block «d8»⟧ ⟦witness T«A33»⟧ ⟦(public)⟧
vendor: ⟦ENTSO-E area 10Y1001A1001A83F⟧ ⟦document A44⟧ ⟦day-ahead prices⟧
vendor: ⟦Space-Track NORAD id 25544⟧ ⟦ISS (ZARYA)⟧ ⟦epoch 26340.5⟧
vendor: ⟦Synoptic station WBB⟧ ⟦air_temp 3.4 °C⟧ ⟦network 153⟧
"""
