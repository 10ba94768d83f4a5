"""Innocent set 8: data science, finance, games, security tooling and non-English messages.

Real-looking error text; none holds a secret. The hard ones hold credential words used for
something else (LLM tokens, tokenizers, keyboard keys, game keys and passwords that are
puzzle names, dictionary keys, public keys and fingerprints, password *policies*) next to a
value a model needs, or a long generated-looking identifier that is public (ISINs, LEIs,
transaction hashes, contract addresses, model digests, base64 of non-secret data).
"""

from __future__ import annotations

__all__ = ["DATA", "FINANCE_GAMES", "FLAGS", "SECURITY", "WORLD"]

DATA = r"""
pandas: KeyError: "['⟦api_key_id⟧', 'token_count'] not in index" (DataFrame columns: ⟦['user_id', 'tokens', 'cost_usd']⟧)
pandas: ValueError: Length mismatch: Expected axis has ⟦12⟧ elements, new values have ⟦13⟧ elements (column ⟦password_strength⟧)
numpy: ValueError: operands could not be broadcast together with shapes ⟦(128,768)⟧ ⟦(768,)⟧ (64,)
sklearn: ValueError: Found input variables with inconsistent numbers of samples: [⟦4096⟧, ⟦4095⟧] (feature ⟦secret_score⟧)
transformers: Token indices sequence length is longer than the specified maximum sequence length for this model (⟦1123⟧ > ⟦1024⟧). Running this sequence through the model will result in indexing errors
transformers: ValueError: Asking to pad but the tokenizer does not have a padding token. Please select a token to use as `pad_token` (tokenizer.pad_token = tokenizer.eos_token, id ⟦50256⟧)
huggingface: OSError: ⟦meta-llama/Llama-3.1-8B⟧ is not a local folder and is not a valid model identifier; if this is a private repository, make sure to pass a token having permission (revision ⟦«h40»⟧)
huggingface hub: 404 Client Error. Entry Not Found for url: https://huggingface.co/acme/⟦ner-base⟧/resolve/⟦«h40»⟧/tokenizer_config.json
safetensors: SafetensorError: Error while deserializing header: MetadataIncompleteBuffer (file ⟦model-00002-of-00004.safetensors⟧, sha256 ⟦«h64»⟧)
torch: RuntimeError: CUDA out of memory. Tried to allocate ⟦2.00 GiB⟧ (GPU 0; ⟦23.69 GiB⟧ total capacity; 20.11 GiB already allocated) (batch ⟦«d4»⟧)
torch: RuntimeError: Error(s) in loading state_dict for BertModel: Missing key(s) in state_dict: "⟦embeddings.position_ids⟧". Unexpected key(s): "⟦pooler.dense.weight⟧"
wandb: ERROR Run ⟦«l8»⟧ errored: CommError: Could not find run <Run acme/⟦token-classifier⟧/«l8»> (sweep ⟦«l8»⟧)
mlflow: RESOURCE_DOES_NOT_EXIST: Run '⟦«h32»⟧' not found (experiment ⟦password-anomaly⟧)
dvc: ERROR: failed to pull data from the cloud - Checkout failed for following targets: ⟦data/leaked_passwords_sample.csv⟧ (md5 ⟦«h32»⟧)
spark: org.apache.spark.sql.AnalysisException: [UNRESOLVED_COLUMN.WITH_SUGGESTION] A column with name `⟦secret_key⟧` cannot be resolved. Did you mean one of the following? [`⟦secret_key_id⟧`, `key_version`]
dbt: Database Error in model ⟦stg_auth__password_resets⟧ (models/staging/stg_auth__password_resets.sql) column "⟦reset_token_hash⟧" does not exist
airflow: Task ⟦rotate_api_keys⟧ (dag ⟦credentials_hygiene⟧) failed: run_id ⟦scheduled__2026-12-04T02:00:00+00:00⟧, try ⟦3⟧ of 3
jupyter: KernelRestarter: restarting kernel (1/5), keep random ports; kernel ⟦«uuid»⟧ (notebook ⟦token_usage_report.ipynb⟧)
r: Error in `[.data.frame`(df, , "⟦passwd_age⟧") : undefined columns selected
polars: ColumnNotFoundError: ⟦auth_token_ttl⟧ Resolved plan until failure: ---> FAILED HERE RESOLVING 'sink' <--- DF ["user", "token_type", "ttl"]
"""

FINANCE_GAMES = r"""
fix: 35=3 Reject: Tag not defined for this message type (tag ⟦554⟧ Password not allowed in ⟦NewOrderSingle⟧, RefSeqNum ⟦«d5»⟧)
iso 20022: pacs.002 RJCT reason ⟦AC04⟧ (ClosedAccountNumber) for EndToEndId ⟦E2E«U20»⟧ IBAN ⟦DE89370400440532013000⟧
swift: MT103 rejected: field 57A BIC ⟦DEUTDEFFXXX⟧ not reachable; UETR ⟦«uuid»⟧
lei: Validation failed: LEI ⟦5493001KJTIIGC8Y1R12⟧ has status ⟦LAPSED⟧ (next renewal 2026-11-30)
isin: Unknown instrument ⟦US0378331005⟧ on venue ⟦XNAS⟧ (order ⟦«U12»⟧)
ethereum: execution reverted: ERC20: transfer amount exceeds balance (token ⟦0x«h40»⟧, tx ⟦0x«h64»⟧)
ethereum: nonce too low: next nonce ⟦«d3»⟧, tx nonce 41 (from ⟦0x«h40»⟧)
solana: Transaction simulation failed: Attempt to debit an account but found no record of a prior credit. (signature ⟦«A87»⟧)
bitcoin: error code: -26 error message: ⟦non-mandatory-script-verify-flag⟧ (txid ⟦«h64»⟧)
plaid: ITEM_LOGIN_REQUIRED: the login details of this item have changed (credentials, MFA, or required user action) (item_id ⟦«A37»⟧, request_id ⟦«A15»⟧)
accounting: Journal entry ⟦JE-2026-«d5»⟧ out of balance by ⟦0.01⟧ EUR (account ⟦1200 Accounts Receivable⟧)
payroll: Validation error: tax key ⟦DE-STKL-4⟧ not valid for employee ⟦«d6»⟧ in period ⟦2026-11⟧
steam: Failed to activate product key: the product key ⟦«U5»-«U5»-«U5»⟧ has already been activated by a different Steam account (error ⟦15⟧)
minecraft: Failed to verify username! (authserver ⟦sessionserver.mojang.com⟧, player ⟦«uuid»⟧)
unity: Assets/Scripts/SecretDoor.cs(⟦42,17⟧): error CS1061: 'PlayerInventory' does not contain a definition for '⟦HasMasterKey⟧'
unreal: LogLinker: Error: Failed import for ⟦/Game/Levels/Secret_Level_02⟧ (package ⟦«h32»⟧)
godot: ERROR: Invalid get index '⟦password_hint⟧' (on base: 'Dictionary'). At: res://ui/LockScreen.gd:⟦33⟧
game save: Save file ⟦slot3.sav⟧ corrupted: checksum ⟦0x«H8»⟧ != expected ⟦0x«H8»⟧ (achievement ⟦Keymaster⟧ kept)
speedrun: Run rejected: input display shows key ⟦F5⟧ (quick save) pressed at ⟦00:41:17.233⟧
xbox: 0x⟦80A40019⟧ Sign-in failed: your account needs attention (gamertag ⟦SilentKey42⟧)
"""

SECURITY = r"""
ssh: Permission denied (publickey). (offered key ⟦SHA256:«b64_43»⟧, user ⟦deploy⟧)
ssh: WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! The fingerprint for the ED25519 key sent by the remote host is ⟦SHA256:«b64_43»⟧. Offending ECDSA key in ⟦/home/ci/.ssh/known_hosts:14⟧
ssh: authorized_keys line 3 rejected: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» ci@acme⟧ (options ⟦no-pty⟧ not allowed)
gpg: gpg: signing failed: No secret key (key ⟦«H40»⟧, uid ⟦Release Bot <release@acme.io>⟧)
gpg: gpg: key ⟦«H16»⟧: public key "Acme Releases" imported; gpg: no ultimately trusted keys found
openssl: error:0A000086:SSL routines::certificate verify failed (serial ⟦«H32»⟧, issuer ⟦CN=Acme Internal CA 2⟧)
openssl: unable to load private key from ⟦/etc/ssl/private/acme.io.key⟧: Permission denied (owner root, mode ⟦0640⟧)
tls: x509: certificate has expired or is not yet valid: current time 2026-12-04T02:59:10Z is after ⟦2026-12-01T00:00:00Z⟧ (SHA-1 fingerprint ⟦«H40»⟧)
password policy: Password must be at least ⟦12⟧ characters and contain ⟦3 of 4⟧ character classes (policy ⟦corp-2026⟧)
password policy: Password change rejected: matches one of the last ⟦24⟧ passwords (user ⟦j.doe⟧)
pam: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=⟦203.0.113.7⟧ user=⟦backup⟧
sshd: Failed password for invalid user ⟦oracle⟧ from ⟦198.51.100.23⟧ port ⟦50122⟧ ssh2
fail2ban: NOTICE [⟦sshd⟧] Ban ⟦198.51.100.23⟧ (after 5 failed password attempts)
sudo: ⟦deploy⟧ : 3 incorrect password attempts ; TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=⟦/usr/bin/systemctl restart api⟧
windows: An account failed to log on. Event ID ⟦4625⟧ Failure Reason: Unknown user name or bad password. Status: ⟦0xC000006D⟧ Sub Status: ⟦0xC000006A⟧
mfa: TOTP verification failed for ⟦ana@acme.io⟧: code outside window (drift ⟦+2⟧ steps, device ⟦«uuid»⟧)
passkey: NotAllowedError: The operation either timed out or was not allowed (rpId ⟦acme.io⟧, credential id ⟦«b64_43»⟧)
1password: [ERROR] 2026/12/04 02:59:10 "⟦Prod DB⟧" isn't an item in the "⟦Infrastructure⟧" vault. Specify the item with its UUID, name, or domain.
keepassxc: Error while reading the database: Invalid credentials were provided, please try again. (file ⟦team-passwords.kdbx⟧, key file ⟦team.keyx⟧)
trufflehog: Found unverified result 🐷🔑 Detector Type: ⟦AWS⟧ Decoder Type: PLAIN Raw result: AKIAIOSFODNN7EXAMPLE File: ⟦docs/examples.md⟧ (AWS's documented example key)
gitleaks: leak found: RuleID: ⟦generic-api-key⟧ File: ⟦test/fixtures/settings.json⟧ Line: ⟦12⟧ Fingerprint: ⟦«h40»:test/fixtures/settings.json:generic-api-key:12⟧
"""

WORLD = r"""
zh: 错误：找不到密钥 ⟦kms-key-prod-01⟧（区域 ⟦cn-hangzhou⟧，请求 ID ⟦«uuid»⟧）
zh: 登录失败次数过多，账号 ⟦zhang.wei⟧ 已锁定 ⟦30⟧ 分钟（密码策略：⟦至少12位⟧）
zh: 密码已设置：⟦是⟧；双因素认证：⟦否⟧（用户 ⟦li.na⟧）
ja: エラー：シークレット「⟦db-password⟧」がネームスペース ⟦prod⟧ に見つかりません
ja: パスワードの有効期限は ⟦2026-12-31⟧ です（ユーザー ⟦tanaka⟧、ポリシー ⟦PW-90⟧）
ko: 오류: 인증서 ⟦acme-io-2026⟧ 만료됨 (지문 ⟦«H40»⟧)
ko: 비밀번호 변경 필요: 마지막 변경 ⟦412⟧일 전 (계정 ⟦kim.min⟧)
ru: Ошибка: ключ ⟦user:«d6»:cart⟧ не найден в Redis (база ⟦2⟧)
ru: Пароль должен содержать не менее ⟦10⟧ символов (политика ⟦AD-Default⟧)
de: Fehler: Schlüssel ⟦invoice_number⟧ fehlt in Zeile ⟦42⟧ der Datei ⟦rechnungen_2026_11.csv⟧
de: Passwort gesetzt: ⟦ja⟧, letzte Änderung ⟦2026-10-01⟧ (Benutzer ⟦mueller⟧)
fr: Erreur : la clé étrangère ⟦fk_commande_client⟧ empêche la suppression du client ⟦«d6»⟧
fr: Le jeton CSRF est manquant (formulaire ⟦changer_mot_de_passe⟧)
es: Error: la clave primaria ⟦PK_FACTURAS⟧ ya existe para el valor ⟦F-2026-«d5»⟧
es: Contraseña caducada hace ⟦3⟧ días; política ⟦min 12 caracteres⟧
pt: Erro: chave de acesso da NF-e ⟦«d44»⟧ já autorizada (protocolo ⟦«d15»⟧)
ar: خطأ: المفتاح ⟦order_id⟧ غير موجود في الملف ⟦orders_2026.json⟧
it: Errore: la chiave ⟦codice_fiscale⟧ è duplicata alla riga ⟦17⟧
nl: Fout: sleutel ⟦klantnummer⟧ ontbreekt in ⟦klanten.xlsx⟧ (rij ⟦88⟧)
pl: Błąd: klucz obcy ⟦fk_zamowienie_klient⟧ narusza integralność (id ⟦«d6»⟧)
tr: Hata: anahtar ⟦siparis_no⟧ bulunamadı (dosya ⟦siparisler.csv⟧)
vi: Lỗi: khóa chính ⟦ma_don_hang⟧ bị trùng (giá trị ⟦DH-«d6»⟧)
hi: त्रुटि: कुंजी ⟦customer_id⟧ फ़ाइल ⟦ग्राहक.csv⟧ में नहीं मिली
"""

FLAGS = r"""
smtp: 535 5.7.8 Authentication credentials invalid (AUTH ⟦PLAIN⟧ offered, STARTTLS ⟦yes⟧, password supplied: ⟦yes⟧)
mongodb: MongoServerError: Authentication failed. (mechanism ⟦SCRAM-SHA-256⟧, user ⟦app⟧, password provided: ⟦true⟧, authSource ⟦admin⟧)
rdp: CredSSP: NLA required (⟦true⟧), saved password: ⟦no⟧, gateway ⟦rdg.acme.io⟧
wifi: association failed: SSID ⟦Acme-Guest⟧ security ⟦WPA2-PSK⟧ passphrase configured: ⟦yes⟧ (reason ⟦15⟧ 4-way handshake timeout)
sftp: Connection closed: auth methods tried ⟦publickey,password⟧; password auth ⟦disabled⟧ on server ⟦sftp.acme.io⟧
backup: restic: repository ⟦s3:s3.amazonaws.com/acme-restic⟧ opened (version 2, compression level auto), password source ⟦RESTIC_PASSWORD_FILE⟧, snapshot ⟦«h8»⟧ locked
backup: borg: Repository ⟦ssh://backup@nas/./repo⟧ exists; passphrase: ⟦set⟧; encryption ⟦repokey-blake2⟧; last archive ⟦host-2026-12-04T02:00⟧
config: settings validated: api_key ⟦present⟧, webhook_secret ⟦missing⟧, token_ttl ⟦3600⟧ (profile ⟦staging⟧)
feature flag: flag ⟦passwordless-login⟧ is ⟦OFF⟧ for segment ⟦beta-testers⟧ (rule «uuid»)
files: PermissionError: [Errno 13] Permission denied: '⟦/srv/app/config/secrets.yaml⟧'
files: FileNotFoundError: [Errno 2] No such file or directory: '⟦/home/ana/.aws/credentials⟧'
files: IsADirectoryError: [Errno 21] Is a directory: '⟦/etc/ssl/private⟧' (expected ⟦/etc/ssl/private/tls.key⟧)
files: rsync: send_files failed to open "⟦/data/exports/token_audit_2026-11.csv⟧": Permission denied (13)
files: tar: ⟦keys/id_ed25519.pub⟧: Cannot open: No such file or directory
encoding: base64 decode error in field ⟦thumbnail⟧ at offset ⟦«d4»⟧: data:image/png;base64,⟦iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk⟧ (truncated)
encoding: Content-MD5 mismatch: sent ⟦«b64_22»==⟧, computed «b64_22»== (object ⟦media/«uuid».jpg⟧)
encoding: kafka record key (base64) ⟦dXNlci0xMjM0NQ==⟧ could not be deserialized as Avro (schema id ⟦«d4»⟧)
ids: trace ⟦«h32»⟧ span ⟦«h16»⟧ ended with status ERROR (service ⟦auth-api⟧, operation ⟦POST /v1/token⟧)
ids: Sentry event ⟦«h32»⟧ dropped: rate limited (project ⟦«d7»⟧, release ⟦api@«h40»⟧)
ids: container ⟦«h64»⟧ exited with code ⟦137⟧ (OOMKilled, image ⟦acme/keygen:2.1.0⟧)
ids: build ⟦«uuid»⟧ produced artifact ⟦secret-scanner-linux-amd64⟧ (sha256 ⟦«h64»⟧)
ids: Cloudflare Ray ID: ⟦«h16»⟧ • Your IP: ⟦203.0.113.50⟧ • Error 1020: Access denied (rule ⟦«h32»⟧)
versions: incompatible: ⟦auth-lib 4.0.0-rc.2+build.«h7»⟧ requires ⟦token-core >=2.3, <3⟧ (found 3.0.1)
"""
