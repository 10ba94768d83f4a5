"""Innocent set 67: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: set 67's share in the world (accounting, procurement, tax and e-invoicing,
custody, BNPL and KYC operations) and the life of its regions: khoomei contests, a muqam
ensemble, airag dairies, Sagaalgan, Lake Baikal research, soapstone carving, kosher
certification, an etrog market, a sofer's Torah scrolls, a matzah bakery, a klezmer festival,
northern-lights tours, buuz kitchens, cashmere combing, Hotan jade, morin khuur workshops and
a walrus haul-out survey (each grepped for in every earlier ``*heldout_innocents*`` file; none
matched, while naadam, throat singing, reindeer, yak, thangka, Ysyakh, kumis, ice fishing,
kayak, permafrost, aurora, dumplings, eagle hunting, camels, yurts, silk, dombra and seals
did). ``FLAGS``: settings whose names say password, token, key, secret, PIN, passphrase or
seed and whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
accounting: ⟦journal entry JE-«d7»⟧ ⟦posted to period 2026-11⟧ — ⟦debit 4,210.00 EUR⟧
accounting: ⟦invoice INV-2026-«d6»⟧ ⟦matched to PO «U3»-«d5»⟧ — ⟦3-way match OK⟧
accounting: ⟦vendor V«d6»⟧ ⟦payment run «uuid»⟧ — ⟦SEPA batch 14 items⟧
accounting: ⟦GL account 6400⟧ ⟦cost center CC-«d4»⟧ — ⟦variance 2.3%⟧
accounting: ⟦bank statement «d12»⟧ ⟦reconciled 188 of 190 lines⟧ — ⟦2 open items⟧
procurement: ⟦requisition REQ-«d6»⟧ ⟦approved by 2 of 2⟧ — ⟦supplier «U4»«d4»⟧
procurement: ⟦RFQ «l10»⟧ ⟦4 bids received⟧ — ⟦lowest 18,400 USD⟧
procurement: ⟦punchout session «h32»⟧ ⟦cart returned 6 lines⟧ — ⟦catalog v«d3»⟧
tax: ⟦VAT return «U2»-«d9»⟧ ⟦filed 2026-12-05⟧ — ⟦payable 12,880.40 EUR⟧
tax: ⟦CFDI UUID «uuid»⟧ ⟦timbrado por el SAT⟧ — ⟦folio «d6»⟧
tax: ⟦NF-e chave «d44»⟧ ⟦autorizada⟧ — ⟦protocolo «d15»⟧
tax: ⟦Peppol ID 0088:«d13»⟧ ⟦document type invoice⟧ — ⟦delivered via AS4⟧
tax: ⟦TIC 31000⟧ ⟦cart «l12»⟧ — ⟦sales tax 8.875% NY⟧
custody: ⟦vault account 7⟧ ⟦wallet «h24»⟧ — ⟦3 of 5 approvals⟧
custody: ⟦tx hash 0x«h64»⟧ ⟦confirmed in block 21,«d6»⟧ — ⟦fee 0.00042 ETH⟧
custody: ⟦withdrawal «uuid»⟧ ⟦pending policy review⟧ — ⟦whitelist entry «l8»⟧
custody: ⟦BTC address bc1q«l38»⟧ ⟦receive only⟧ — ⟦label treasury-cold⟧
bnpl: ⟦plan «U3»«d8»⟧ ⟦4 instalments of 37.50 GBP⟧ — ⟦next due 2026-12-21⟧
bnpl: ⟦checkout chk_«A14»⟧ ⟦approved⟧ — ⟦order «d9»⟧
bnpl: ⟦merchant «d5»⟧ ⟦settlement «U2»«d10»⟧ — ⟦net 9,104.22 EUR⟧
kyc: ⟦applicant «uuid»⟧ ⟦document check clear⟧ — ⟦face match 0.97⟧
kyc: ⟦scanRef «h32»⟧ ⟦status APPROVED⟧ — ⟦country MN⟧
kyc: ⟦job «d10»⟧ ⟦smile_job_id «d10»⟧ — ⟦result code 1012⟧
kyc: ⟦case «U3»-«d6»⟧ ⟦PEP screening no match⟧ — ⟦reviewed by analyst 42⟧
khoomei contest: ⟦singer «d4»⟧ ⟦kargyraa, 2nd round⟧ — ⟦score 91.5⟧
khoomei contest: ⟦heat «l6»⟧ ⟦sygyt and ezengileer⟧ — ⟦stage B, 15:10⟧
muqam ensemble: ⟦program «d5»⟧ ⟦Rak muqam, 12 performers⟧ — ⟦hall 3⟧
airag dairy: ⟦batch «U2»«d6»⟧ ⟦2.1% alcohol⟧ — ⟦mares milked 38⟧
airag dairy: ⟦churn «d3»⟧ ⟦2,000 strokes⟧ — ⟦pH 3.9⟧
sagaalgan: ⟦household «d6»⟧ ⟦buuz 1,200 pcs⟧ — ⟦guests 46⟧
baikal research: ⟦station «U2»-«d3»⟧ ⟦ice 78 cm⟧ — ⟦water 0.4 °C⟧
baikal research: ⟦nerpa count «l7»⟧ ⟦312 on transect⟧ — ⟦visibility 39 m⟧
soapstone carving: ⟦piece «d6»⟧ ⟦drum dancer, 21 cm⟧ — ⟦artist tag «d4»⟧
kosher certification: ⟦plant «U3»«d5»⟧ ⟦pareve line⟧ — ⟦mashgiach visit 2026-12-03⟧
kosher certification: ⟦product code «d12»⟧ ⟦OU-D⟧ — ⟦cert valid to 2027-06⟧
etrog market: ⟦lot «d5»⟧ ⟦Yanover, grade A⟧ — ⟦pitam intact⟧
sofer: ⟦sefer Torah «l8»⟧ ⟦column 142 of 248⟧ — ⟦parchment «d6»⟧
matzah bakery: ⟦bake «d4»⟧ ⟦18-minute cycle⟧ — ⟦shmurah, 1 lb⟧
klezmer festival: ⟦band «d4»⟧ ⟦freylekhs set, 40 min⟧ — ⟦stage 2⟧
northern lights tour: ⟦booking «U2»«d7»⟧ ⟦Kp 5 forecast⟧ — ⟦pickup 21:30⟧
buuz kitchen: ⟦order «d6»⟧ ⟦buuz x 40, khuushuur x 12⟧ — ⟦table 9⟧
cashmere combing: ⟦herd «d5»⟧ ⟦312 goats⟧ — ⟦fibre 16.2 µm⟧
hotan jade: ⟦stone «U2»«d7»⟧ ⟦mutton-fat white, 412 g⟧ — ⟦certificate «d10»⟧
morin khuur workshop: ⟦instrument «d5»⟧ ⟦horsehair 130 strands⟧ — ⟦tuned F-B♭⟧
walrus survey: ⟦haul-out «l6»⟧ ⟦1,240 animals⟧ — ⟦drone flight «U3»«d3»⟧
walrus survey: ⟦tag «d8»⟧ ⟦dive 74 m⟧ — ⟦battery 61%⟧
ledger ops: ⟦close checklist «d4»⟧ ⟦14 of 16 done⟧ — ⟦owner ap-team⟧
ledger ops: ⟦accrual reversal «uuid»⟧ ⟦auto-reversed 2026-12-01⟧ — ⟦amount 720.00⟧
treasury: ⟦cash position «d8»⟧ ⟦EUR 1.2M⟧ — ⟦as of 2026-12-07⟧
treasury: ⟦FX deal «U3»«d9»⟧ ⟦EUR/MNT 3,710.5⟧ — ⟦value date T+2⟧
"""

FLAGS = r"""
flags: ⟦PASSWORD_MIN_LENGTH=16⟧ ⟦PASSWORD_HISTORY=5⟧
flags: ⟦api_key_rotation_days: 90⟧ ⟦api_key_prefix: "sk_live_"⟧
flags: ⟦token_ttl=3600⟧ ⟦refresh_token_reuse=false⟧
flags: ⟦client_secret_expires_at: 0⟧ (never) ⟦client_secret_set: true⟧
flags: ⟦webhook_secret_configured: yes⟧ ⟦webhook_secret_last_rotated: 2026-10-02⟧
flags: ⟦pin_attempts_max=3⟧ ⟦pin_length=6⟧
flags: ⟦passphrase_required: true⟧ ⟦passphrase_min_words: 6⟧
flags: ⟦seed_phrase_backup: confirmed⟧ ⟦seed_words: 24⟧
flags: ⟦mfa_recovery_codes_remaining: 7⟧ ⟦mfa: totp⟧
flags: ⟦BITGO_ACCESS_TOKEN=<set>⟧ ⟦BITGO_ENV=test⟧
flags: ⟦FACTURAPI_KEY is set (sk_test_…)⟧ ⟦mode: test⟧
flags: ⟦COMPLYCUBE_API_KEY: ********⟧ ⟦region: eu⟧
flags: ⟦secret_key_id: key_«d6»⟧ ⟦secret_key_status: active⟧
flags: ⟦password_auth: disabled⟧ ⟦sso: saml⟧
flags: ⟦token_endpoint: https://oauth.paxos.com/oauth2/token⟧ ⟦grant: client_credentials⟧
flags: ⟦KYC_TOKEN_SCOPE=applicant.read⟧ ⟦KYC_TOKEN_AUDIENCE=kyc-api⟧
flags: ⟦signing_key_algorithm: RS256⟧ ⟦signing_key_bits: 4096⟧
flags: ⟦api_secret_length: 64⟧ ⟦api_secret_charset: hex⟧
flags: ⟦vault.passphrase.source=env:WALLET_PASSPHRASE⟧ ⟦vault.unlock_ttl=600⟧
flags: ⟦privateKeyPath: /etc/custody/signer.pem⟧ ⟦publicKeyPath: /etc/custody/signer.pub⟧
flags: ⟦max_tokens: 4096⟧ ⟦temperature: 0.2⟧
flags: ⟦token_count: 18432⟧ ⟦context_window: 200000⟧
flags: ⟦AUTH_TOKEN_HEADER=X-AUTH-TOKEN⟧ ⟦AUTH_EMAIL_HEADER=email⟧
flags: ⟦password_reset_link_ttl_minutes: 30⟧ ⟦password_reset_enabled: true⟧
flags: ⟦secret_scanning: enabled⟧ ⟦push_protection: enabled⟧
flags: ⟦key_not_found_policy: fail⟧ ⟦key_cache_size: 512⟧
flags: ⟦NFE_CHAVE_TIPO=nota_fiscal⟧ ⟦NFE_AMBIENTE=homologacao⟧
flags: ⟦recovery_code_format: xxxxx-xxxxx⟧ ⟦recovery_codes_generated_at: 2026-11-20⟧
flags: ⟦otp_digits=6⟧ ⟦otp_period=30⟧
flags: ⟦PASSWORD_HASHER=argon2id⟧ ⟦argon2_memory_kib=65536⟧
"""

PARSE = r"""
parse: ⟦invalid date "2026-13-01"⟧ in ⟦column posting_date⟧, ⟦row 118⟧
parse: ⟦unknown currency "MNTX"⟧ ⟦expected ISO 4217⟧
parse: ⟦amount "1.234,56" is not a number⟧ ⟦use locale de_DE⟧
parse: ⟦RFC "XAXX010101000" is generic⟧ ⟦use for público en general only⟧
parse: ⟦Peppol scheme "0088" with identifier "«d13»"⟧ ⟦checksum OK⟧
parse: ⟦CNPJ «d14»⟧ ⟦dígito verificador inválido⟧
parse: ⟦IBAN MN«d18»⟧ ⟦length 20 expected 20⟧ ⟦OK⟧
parse: ⟦BIC "GOLDMNUB"⟧ ⟦valid⟧
parse: ⟦unexpected token "}" at line 14 column 3⟧ in ⟦po-export.json⟧
parse: ⟦YAML: mapping values are not allowed here⟧ ⟦line 7, column 12⟧
parse: ⟦TOML: expected "=" after key "tenant"⟧ ⟦line 3⟧
parse: ⟦XML: element "Invoice" is not closed⟧ ⟦line 212⟧ ⟦UBL 2.1⟧
parse: ⟦CSV: row 44 has 9 fields, expected 11⟧ ⟦file ap_aging.csv⟧
parse: ⟦unknown field "tax_id_type"⟧ ⟦did you mean "tax_type"?⟧
parse: ⟦enum value "APPROVD" not in [APPROVED, DENIED, SUSPECTED]⟧
parse: ⟦address "bc1q«l38»" is bech32, network mainnet⟧ ⟦expected testnet⟧
parse: ⟦ETH address 0x«h40» fails EIP-55 checksum⟧
parse: ⟦invalid UUID "«h31»"⟧ ⟦31 hex digits⟧
parse: ⟦Hebrew date "כ״ו כסלו תשפ״ז"⟧ ⟦converted to 2026-12-06⟧
parse: ⟦Mongolian register number "УБ«d8»"⟧ ⟦format OK⟧
parse: ⟦phone +976 «d8»⟧ ⟦region MN⟧
parse: ⟦ISIN US«d10»⟧ ⟦check digit mismatch⟧
parse: ⟦LEI «U20»⟧ ⟦not found in GLEIF⟧
parse: ⟦SWIFT MT940 :61: line 23⟧ ⟦amount missing⟧
parse: ⟦tax rate "8,875%" normalized⟧ ⟦0.08875⟧
"""
