"""Innocent set 47: coding-agent output with no secret, public ids beside credential words,
set 47's languages and public ids of set 47's vendors.

``AGENT``: the tool shapes set 47's secrets used, holding nothing secret: cursor-agent,
Nanocoder, Letta Code, Octofriend, Neovate Code and SWE-ReX results reading ``kubectl``,
``microk8s``, ``ansible-playbook -vvv``, ``virsh``, ``vagrant``, ``nomad``, ``juju``,
``multipass``, ``tofu plan``, ``openstack``, ``kamal``, ``lxc``, ``incus``, ``bosh``,
``serverless``, ``sam``, ``copilot``, ``regctl``, ``oc``, ``zfs``, ``mdadm``, ``crm``,
``ceph``, ``pvesh``, ``qm``, ``esxcli``, ``xe`` and CredHub output, and HTTP tool responses listing tokens by
accessor id and name only. ``PUBLIC``: values public by design beside credential words (key
ids, fingerprints, digests, public keys, certificate serials, build, trace and span ids).
``WORLD``: set 47's words for recovery codes, passphrases, PINs, passwords, API keys and
tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public ids of
set 47's vendors (account numbers, subdomains, instance names, client ids, device ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦⬢ Ran kubectl get deploy billing -n prod -o wide⟧\n⟦billing   3/3   3   3   41d⟧
agent: ⟦⬢ Ran microk8s status --wait-ready⟧\n⟦microk8s is running⟧
agent: ⟦⬢ Ran minikube addons list | grep registry-creds⟧\n⟦| registry-creds | minikube | enabled ✅ |⟧
agent: ⟦⚒ execute_bash: ansible-playbook -vvv site.yml --limit db1⟧\n⟦PLAY RECAP db1 : ok=12 changed=0 unreachable=0 failed=0⟧
agent: ⟦⚒ execute_bash: virsh dominfo win-build⟧\n⟦State: running⟧ ⟦CPU(s): 4⟧
agent: ⟦⚒ execute_bash: vagrant ssh-config⟧\n⟦Host default⟧\n  ⟦HostName 127.0.0.1⟧\n  ⟦Port 2222⟧
agent: ⟦● Bash(nomad job status api)⟧\n  ⎿  ⟦Status = running⟧, ⟦Allocations 3 healthy⟧
agent: ⟦● Bash(juju status postgresql-k8s)⟧\n  ⎿  ⟦postgresql-k8s/0* active idle 10.1.44.7⟧
agent: ⟦● Bash(multipass list)⟧\n  ⎿  ⟦runner-2 Running 10.23.41.8 Ubuntu 24.04 LTS⟧
agent: ⟦Octo ran: tofu plan -target=module.dns⟧\n⟦Plan: 0 to add, 1 to change, 0 to destroy.⟧
agent: ⟦Octo ran: openstack server show build-7 -c status⟧\n⟦| status | ACTIVE |⟧
agent: ⟦Octo ran: kamal app details⟧\n⟦App Host: 10.0.4.12⟧ ⟦CONTAINER ID «h12»⟧
agent: ⟦⏺ bash(lxc list ci-runner)⟧\n  ⟦| ci-runner | RUNNING | 10.51.3.22 (eth0) |⟧
agent: ⟦⏺ bash(incus config show web-3 | grep limits)⟧\n  ⟦limits.cpu: "2"⟧\n  ⟦limits.memory: 4GiB⟧
agent: ⟦⏺ bash(bosh -d redis instances)⟧\n  ⟦redis/«uuid» running z1 10.0.16.5⟧
agent: BashObservation(output='⟦service: orders-api⟧\n⟦stage: prod⟧\n⟦region: eu-west-1⟧', ⟦exit_code=0⟧)
agent: ⟦BashObservation(output='START RequestId: «uuid» Version: $LATEST'⟧, ⟦exit_code=0⟧
agent: ⟦BashObservation(output='Service: web  Type: Load Balanced Web Service'⟧, ⟦failure_reason=''⟧
agent: ⟦⬢ Ran cdk diff OrdersStack⟧\n⟦[~] AWS::Lambda::Function OrdersFn⟧ ⟦Timeout 10 -> 30⟧
agent: ⟦⚒ execute_bash: pyinfra inventory.py fact server.Os⟧\n⟦[db1] Linux⟧
agent: ⟦● Bash(colmena apply --on web1)⟧\n  ⎿  ⟦web1 | Activation successful⟧
agent: ⟦HTTP 200 GET /v1/acl/tokens⟧\n⟦[{"AccessorID":"«uuid»","Name":"ci","Type":"client"}]⟧
agent: ⟦HTTP 200 GET /v3/users/9f1c/application_credentials⟧\n⟦{"application_credentials": [{"id": "«h32»", "name": "ci-runner"}]}⟧
agent: ⟦$ rg -n 'password' bundles/⟧\n⟦bundles/overlay-prod.yaml:12:      db-admin-password: "${DB_ADMIN_PASSWORD}"⟧
agent: ⟦⬢ Ran regctl tag ls registry.acme.io/api⟧\n⟦1.41⟧\n⟦1.42⟧
agent: ⟦⚒ execute_bash: oc get secret pg-app -n shop⟧\n⟦pg-app   Opaque   3      41d⟧
agent: ⟦● Bash(zfs get -H compression tank/backups)⟧\n  ⎿  ⟦tank/backups compression zstd local⟧
agent: ⟦Octo ran: cat /proc/mdstat⟧\n⟦md0 : active raid1 sdb1[1] sda1[0]⟧
agent: ⟦⏺ bash(crm status)⟧\n  ⟦fence-ipmi (stonith:fence_ipmilan): Started node2⟧
agent: ⟦BashObservation(output='client.rbd-vms'⟧, ⟦exit_code=0⟧)
agent: ⟦⬢ Ran pvesh get /nodes/pve1/status --output-format json | jq .uptime⟧\n⟦1209611⟧
agent: ⟦⚒ execute_bash: qm config 104 | grep -E '^(ciuser|net0)'⟧\n⟦ciuser: ubuntu⟧
agent: ⟦● Bash(esxcli system version get)⟧\n  ⎿  ⟦Product: VMware ESXi⟧ ⟦Version: 8.0.3⟧
agent: ⟦Octo ran: xe vm-list power-state=running params=name-label⟧\n⟦name-label ( RW): build-7⟧
agent: ⟦HTTP 200 GET /api/v1/data?name=/bosh/redis/redis_password⟧\n⟦{"data":[{"type":"password","id":"«uuid»"}]}⟧ (value not requested)
agent: ⟦$ git diff HEAD~1 -- envs/prod/terraform.tfvars⟧\n⟦-hcloud_location = "fsn1"⟧\n⟦+hcloud_location = "nbg1"⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@ci⟧ (public key)
public: ⟦key id «H16»⟧ — ⟦fingerprint SHA256:«b64_43»⟧
public: ⟦commit «h40»⟧ rotated the ⟦API key name 'ci-deploy'⟧
public: ⟦image digest sha256:«h64»⟧ for ⟦registry.acme.io/api:1.42⟧
public: ⟦trace_id=«h32»⟧ ⟦span_id=«h16»⟧ on the ⟦token refresh⟧ span
public: ⟦certificate serial «H32»⟧ — ⟦expires 2027-06-30⟧
public: ⟦build «d7»⟧ ⟦sha «h40»⟧ — ⟦password reset page fixed⟧
public: ⟦AccessorID «uuid»⟧ (the Nomad token's public half)
public: ⟦application credential id «h32»⟧ ⟦name ci-runner⟧
public: ⟦GPG key «H40»⟧ signs the ⟦passphrase policy⟧ doc
public: ⟦request id «uuid»⟧ — ⟦401 invalid api key⟧ (value not shown)
public: ⟦JWKS kid «A24»⟧ on ⟦https://login.venly.io/auth/realms/Arkane⟧
public: ⟦checksum xxh64 «h16»⟧ of ⟦recovery-codes.txt⟧ template
public: ⟦MD5Value is a hash⟧ of ⟦account number + key + submission⟧; ⟦submission «d6»⟧
public: ⟦OpenStack project id «h32»⟧ and ⟦domain default⟧
"""

WORLD = r"""
world: ⟦Kyrgyz сырсөз⟧ policy: ⟦at least 12 characters⟧
world: ⟦Kazakh құпия фраза⟧ — ⟦use 5 words or more⟧
world: ⟦Uzbek API kaliti⟧ — ⟦rotate every 90 days⟧
world: ⟦Tajik рамз⟧ ⟦changed 3 days ago⟧
world: ⟦Pashto پټنوم⟧ ⟦must not include your name⟧
world: ⟦Dari کود بازیابی⟧ — ⟦10 codes, each usable once⟧
world: ⟦Sindhi ڳجهو لفظ⟧ ⟦expires in 30 days⟧
world: ⟦Nepali गोप्य वाक्यांश⟧ — ⟦printed on 2026-12-01⟧
world: ⟦Tibetan གསང་ཚིག⟧ ⟦reset requested⟧
world: ⟦Sinhala මුරපදය⟧ ⟦strength: strong⟧
world: ⟦Dhivehi ޕާސްވޯޑު⟧ ⟦last used 2026-11-30⟧
world: ⟦Gujarati ગુપ્ત પિન⟧ ⟦is 8 digits⟧
world: ⟦Telugu పాస్‌వర్డ్⟧ ⟦was changed by admin⟧
world: ⟦Malayalam വീണ്ടെടുക്കൽ കോഡ്⟧ ⟦5 left⟧
world: ⟦Assamese গুপ্তশব্দ⟧ ⟦locked after 5 tries⟧
world: ⟦Turkmen dikeldiş kody⟧ — ⟦generate new codes⟧
world: ⟦Uyghur مەخپىي نومۇر⟧ ⟦must differ from the last 5⟧
world: ⟦Tamang पिन⟧ and ⟦Magar पासवर्ड⟧ screens ⟦translated 2026-12⟧
world: ⟦Khowar پاسورڈ⟧ ⟦field label only⟧
world: ⟦Angami password⟧ ⟦hint: your village⟧
world: ⟦Bishnupriya পাসওয়ার্ড⟧ ⟦resets monthly⟧
world: ⟦Lotha PIN⟧ ⟦6 digits⟧, ⟦Tangkhul API key⟧ ⟦rotated 2026-11⟧
world: ⟦Kannada API ಕೀ⟧ ⟦expires in 60 days⟧
world: ⟦Gurmukhi ਰਿਕਵਰੀ ਕੋਡ⟧ — ⟦8 of 10 unused⟧
world: ⟦Mongolian хандалтын токен⟧ ⟦valid 1 hour⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦WildApricot account «d6»⟧ ⟦membership level 9378⟧
vendor-ids: ⟦Tapfiliate program 'spring-promo'⟧ ⟦affiliate id «l8»⟧
vendor-ids: ⟦Zenvia sender ACME⟧ ⟦message id «uuid»⟧
vendor-ids: ⟦Scoro company_account_id acmeagency⟧ ⟦project «d5»⟧
vendor-ids: ⟦Salesmate linkname acme.salesmate.io⟧ ⟦deal «d6»⟧
vendor-ids: ⟦Syncro subdomain acmeit⟧ ⟦ticket «d5»⟧
vendor-ids: ⟦Venly client_id acme-nft-drop⟧ ⟦wallet «uuid»⟧
vendor-ids: ⟦Raynet instance acme-crm⟧ ⟦company «d4»⟧
vendor-ids: ⟦QuickFile account «d10»⟧ ⟦ApplicationID «uuid»⟧
vendor-ids: ⟦Zoko template order_shipped⟧ ⟦chat «h24»⟧
vendor-ids: ⟦Repsly client code «U3»«d4»⟧ ⟦visit «d7»⟧
vendor-ids: ⟦Yodeck workspace 41877⟧ ⟦screen «d6»⟧
vendor-ids: ⟦Smappee service location «d5»⟧ ⟦device «U4»«d6»⟧
vendor-ids: ⟦Tracktry tracking LX«d6»⟧ ⟦courier 'dhl'⟧
vendor-ids: ⟦Nomad node «uuid»⟧ ⟦datacenter dc1⟧
vendor-ids: ⟦Quinyx unit «d5»⟧ ⟦shift «d8»⟧
vendor-ids: ⟦Qualifio campaign 88120⟧ ⟦participation «d9»⟧
vendor-ids: ⟦Salesflare account «d6»⟧ ⟦opportunity «d7»⟧
vendor-ids: ⟦Xentral product «U3»-«d5»⟧ ⟦warehouse MAIN⟧
vendor-ids: ⟦Workiz job «U2»«d6»⟧ ⟦client «d6»⟧
vendor-ids: ⟦Zuper job «uuid»⟧ ⟦team 'North'⟧
vendor-ids: ⟦Venly wallet address 0x«h40»⟧ (public)
vendor-ids: ⟦Raynet company id «d5»⟧ ⟦owner ops@acme.cz⟧
"""
