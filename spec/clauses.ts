/**
 * The rule clause catalog for Comprehensive Rules edition 2026-04-17: data only.
 *
 * Summaries are the project's own paraphrases; the rules text is never copied in. Each `sha256`
 * hashes the clause's paragraph as extracted by ./clause-text.ts, so a changed or renumbered rule
 * in another edition is detected. Keep one entry per line: `npm run spec:hash -- --write`
 * rewrites the hashes line by line, and `npm run spec:hash -- --check` verifies them.
 */
import type { ClauseEntry, Edition } from './types.js';

const E: Edition = '2026-04-17';

/** Every clause the suite cites, in rules order. */
export const CLAUSES: readonly ClauseEntry[] = [
  {
    id: '101.2',
    edition: E,
    mechanics: ['general'],
    summary: 'When one effect permits or requires something and another forbids it, the prohibition wins.',
    sha256: '687120d8c3051c1c57cd7e17da7038fab7ddfbdb2b3c5a9d8df525579708ef6c',
  },
  {
    id: '101.4',
    edition: E,
    mechanics: ['general'],
    summary:
      'When several players choose or act at once, the player whose turn it is goes first, then the ' +
      'others in turn order (APNAP).',
    sha256: '0588ca4ca51fbfa9ca11ba5d564113df90f7e54bebd08c9531a6cf3cb8bb2629',
  },
  {
    id: '101.4e',
    edition: E,
    mechanics: ['general'],
    summary: 'Choices made while the game starts treat the starting player as the active one.',
    sha256: '927a56aae3696702e21ec8c20c0cfb33bb6935ca80ff2ee0edff0a7566634e60',
  },
  {
    id: '104.1',
    edition: E,
    mechanics: ['general'],
    summary: 'The game is over at once as soon as someone wins, it is drawn, or it restarts.',
    sha256: '9cdd385178556688a58aa5a0f2f7ce5f1c8196154f18eab6659c88a9713b7cdc',
  },
  {
    id: '104.2a',
    edition: E,
    mechanics: ['life', 'game-over'],
    summary: 'Once every opponent of a player has left the game, the player who remains wins, at once.',
    sha256: '1bfae0b06cc3f853f9a2e0040993a5c8328d2a476d550da5cd7b4b80d58a19d9',
  },
  {
    id: '104.4a',
    edition: E,
    mechanics: ['life', 'game-over'],
    summary: 'When the players still in a game all lose at the same moment, nobody wins: the game is a draw.',
    sha256: '28c2277163c2c2a10eb57dfe1bfa3736d6b6c488205a79742082621482b2d74d',
  },
  {
    id: '107.1b',
    edition: E,
    mechanics: ['general'],
    summary: 'Players never choose negative numbers; an effect whose result would be negative uses zero instead.',
    sha256: '2893138601c9fc627dbb3144c597e35487a66cb12422a8ae3169829c0db01493',
  },
  {
    id: '107.3d',
    edition: E,
    mechanics: ['morph', 'general'],
    summary:
      'An X in the cost of a special action, such as a morph cost, is chosen by the player taking the action just ' +
      'before paying.',
    sha256: '56018be00bc913000070d88c339436ad74886ff2b3c0cf0fabb7fa52b08a1fe0',
  },
  {
    id: '107.3m',
    edition: E,
    mechanics: ['intrinsic-counters', 'general'],
    summary:
      "When a permanent's enters trigger or replacement effect uses X, it takes the X chosen for the spell " +
      'it was as that spell resolved, even though the permanent itself has X of 0.',
    sha256: '4cc7cd1003167bf49886eb4ba4b2ccbbdde2aa394c355fdf6bb5bb5d17ffba29',
  },
  {
    id: '107.7',
    edition: E,
    mechanics: ['general'],
    summary: 'A loyalty symbol puts or removes that many loyalty counters; a [0] symbol puts zero counters.',
    sha256: 'def80bc5b50b2168d35da469b6f3f192daabe6a85a79de6018be315c7cff0860',
  },
  {
    id: '108.4a',
    edition: E,
    mechanics: ['general'],
    summary: 'A card that is neither a permanent nor a spell has no controller; whatever asks for one uses its owner.',
    sha256: '72ae6dd1922dba3eb66868a3a56d745a8a3c6fc39cb52d0d91c31c712938f3d2',
  },
  {
    id: '109.3',
    edition: E,
    mechanics: ['general'],
    summary:
      'Lists what counts as a characteristic of an object; status, targets, owner and controller are not among them.',
    sha256: '160cd0e359e15783d9c88af51ed0135d708e32f7b0cc488fa7b28ad1aa41db01',
  },
  {
    id: '110.1',
    edition: E,
    mechanics: ['general'],
    summary:
      'Only cards and tokens on the battlefield are permanents; they become one on entering and stop being one ' +
      'on leaving.',
    sha256: 'bcf49ccc274770a9628b54b00372c33c8a157f82ce76a85230c2d3bc84fe1093',
  },
  {
    id: '110.2',
    edition: E,
    mechanics: ['general'],
    summary:
      "A permanent's owner is its card's owner; its controller is whoever it entered under, by default, and it " +
      'always has one.',
    sha256: 'eda2bdd4a118c93e172bc11ef399fe06d6b171be8337f81dead2578905316454',
  },
  {
    id: '110.4',
    edition: E,
    mechanics: ['general'],
    summary: 'The six permanent types; an instant or sorcery card never enters the battlefield.',
    sha256: '3f887d7e6333ecf0ef6f1af6be2bb30ca076840187338d7b2a7ff2add8642e9d',
  },
  {
    id: '110.4a',
    edition: E,
    mechanics: ['general'],
    summary:
      'A permanent card, one that could be put onto the battlefield, is an artifact, battle, creature, ' +
      'enchantment, land or planeswalker card.',
    sha256: 'a78666924b06ef97f359ff81342eddf1d59dd4c488b9b687c1a9690d99358c1c',
  },
  {
    id: '110.5',
    edition: E,
    mechanics: ['general', 'turn-face-down'],
    summary:
      'Each permanent always has one value in each of four status pairs, face up or face down being one of them.',
    sha256: '1feda6a220e99ce12f474538fdca8a4ab0e013af30ce0f90d35026ae554a5267',
  },
  {
    id: '110.5a',
    edition: E,
    mechanics: ['general', 'turn-face-down'],
    summary: 'Status (such as being face down) is separate from characteristics, though it can change them.',
    sha256: 'fa0a90cd79303843e219973b541ea5b6219cd59acd45b9edef66d12f9b6204e7',
  },
  {
    id: '110.5b',
    edition: E,
    mechanics: ['general', 'turn-face-down'],
    summary: 'By default a permanent arrives untapped, unflipped, face up and phased in.',
    sha256: '88f593731d317232df6e969deccd9b7596180caf91047bf66035650d1a6be3ac',
  },
  {
    id: '110.5c',
    edition: E,
    mechanics: ['general', 'copy'],
    summary:
      'A permanent keeps its status until something changes it, even when the status currently means nothing for it.',
    sha256: 'b6728ada7e7b52a9ccf9f93061c347c52702c8d7b42f53061e128dac0a983e03',
  },
  {
    id: '110.5d',
    edition: E,
    mechanics: ['general', 'hidden-information'],
    summary: 'Status belongs only to permanents; a face-down card in exile is not a face-down permanent.',
    sha256: 'bd39e90ebe75f9fb3f62e1262793f67d4236811be5ac58e948bbe17b0f1ca07b',
  },
  {
    id: '111.2',
    edition: E,
    mechanics: ['general'],
    summary: 'Whoever creates a token owns it, and it enters the battlefield under their control.',
    sha256: '24d15b79d6538808d680237a5bd14680adece9a796b4e3a448ebe872e816d6be',
  },
  {
    id: '111.3',
    edition: E,
    mechanics: ['general'],
    summary: 'A token has just the characteristics the effect that created it defines; those are its copiable values.',
    sha256: '2eb6b7dcbf24cfd872a5952493faa8c975e17f1470f01935808fd4faaba1b847',
  },
  {
    id: '111.5',
    edition: E,
    mechanics: ['copy', 'general'],
    summary:
      'No token is created when it could not enter the battlefield, nor as a copy of an instant or sorcery card.',
    sha256: 'd4668e44f1fe8271d9fbf29a9495cd35595c6eda3e7db6743d7afb6f9475695b',
  },
  {
    id: '111.7',
    edition: E,
    mechanics: ['double-faced-token'],
    summary: 'A token outside the battlefield stops existing as a state-based action.',
    sha256: '0d7c419811c078a7ae2dade9a6c44b843386e26c1b8c95f599c94a85a399aa43',
  },
  {
    id: '111.10i',
    edition: E,
    mechanics: ['double-faced-token', 'transform'],
    summary:
      'Defines the Incubator token: a double-faced token whose artifact front can pay to transform into a 0/0 ' +
      'Phyrexian artifact creature back.',
    sha256: '7c4d10deeb8b8362c2bfbc892f3cf3d8f591b0d594f73ef4542a400f49a3405b',
  },
  {
    id: '111.10k',
    edition: E,
    mechanics: ['tokens'],
    summary:
      'The Monster Role is a colorless Aura Role token named Monster giving the enchanted creature +1/+1 and trample.',
    sha256: '8438367aad8795518d27a60c6b594509d14f13ff78ce3030d31ad60599767ab7',
  },
  {
    id: '111.12',
    edition: E,
    mechanics: ['general'],
    summary:
      'Creating a token copy of something that does not exist makes no token, unless the effect ' +
      "uses the object's last known information.",
    sha256: 'd505f8d7a598497e2543f7baeaab40dd6a1c93d319371c42a24c892fbf43ba50',
  },
  {
    id: '111.13',
    edition: E,
    mechanics: ['copy', 'double-faced-token'],
    summary:
      "A copy of a permanent spell turns into a token on resolving, keeping the spell's characteristics, without " +
      'counting as token creation.',
    sha256: '2374c03eaa7b491890fa7c6af0fe7e408b34293ebfa29dbcb94ddf5f7dc5a1cb',
  },
  {
    id: '112.2',
    edition: E,
    mechanics: ['general'],
    summary:
      "A spell's owner is its card's owner (a copy's is whoever put it on the stack); its controller is, by " +
      'default, whoever put it there.',
    sha256: '4ea0a329f19aa7444b925de763eafeb33cc146bc63c9bb84df555629467c6596',
  },
  {
    id: '113.3c',
    edition: E,
    mechanics: ['general'],
    summary:
      'A triggered ability has a trigger condition and an effect; each time the condition occurs it goes on the ' +
      'stack the next time a player would get priority.',
    sha256: '66b8507f9f760508d79a7baff004fae6dfb3bed10dd7955e257902a9bdb872a3',
  },
  {
    id: '113.7',
    edition: E,
    mechanics: ['general'],
    summary:
      'The source of an ability is the object that produced it: for a triggered ability on the stack, the ' +
      'object whose ability triggered.',
    sha256: 'f556ac41299e526c1440ed6cff4b392e0e23c02b0464ac1b98170cb79b122d92',
  },
  {
    id: '113.7a',
    edition: E,
    mechanics: ['general'],
    summary:
      'Once an ability is on the stack it no longer depends on its source; removing the source does not stop it.',
    sha256: '6eafae30a8edc3e7edf339f3ddde24448548b1168c84306e00b01ad4028ffe3d',
  },
  {
    id: '115.1',
    edition: E,
    mechanics: ['general'],
    summary:
      'Some spells and abilities name targets, chosen as they are put on the stack; only an effect that says so ' +
      'can change them',
    sha256: 'e65106cf28f67dd8219f5ea3240c206ef802cf2a08510da2b0d46cba89f6f926',
  },
  {
    id: '115.1b',
    edition: E,
    mechanics: ['attach'],
    summary:
      'An Aura spell always has a target, what its enchant ability allows; the Aura permanent targets ' + 'nothing.',
    sha256: 'c24eb5e3709478effae4c08215d91bb024143ecdb1065c930bbc272ef9eeffff',
  },
  {
    id: '116.2a',
    edition: E,
    mechanics: ['general', 'modal-dfc'],
    summary:
      "Playing a land is a special action, normally once per turn, in the player's own main phase with priority " +
      'and an empty stack.',
    sha256: 'dbed30e56a60d7953f219a070fe8469e06e58386103ae6284c44625609199931',
  },
  {
    id: '116.2b',
    edition: E,
    mechanics: ['morph', 'megamorph', 'disguise', 'manifest', 'cloak', 'manifest-dread'],
    summary: 'Flipping a face-down creature up is a special action its controller may take whenever holding priority.',
    sha256: '1db25ea0cf3ad2c61d7742cdbb7eb7ce386f207d0ff8ceec2a9082248b74490b',
  },
  {
    id: '118.6',
    edition: E,
    mechanics: ['manifest', 'cloak'],
    summary: 'An object without a mana cost has an unpayable one; paying it, or a cost taken from it, is never legal.',
    sha256: '92545f5cf9496dc626929c38f61d2e0ed913f8bcadf601e9e3370de0b53019cf',
  },
  {
    id: '119.1',
    edition: E,
    mechanics: ['life'],
    summary: 'A player starts with 20 life in an ordinary game; variants may start players with another total.',
    sha256: '4faf889e6494f5f0382b49e373a0982d69f033f4d41b274eb2c7040bf657e2c1',
  },
  {
    id: '119.2',
    edition: E,
    mechanics: ['life'],
    summary: 'Damage to a player usually takes that much away from their life total (detailed in 120.3).',
    sha256: '1d6cba805f744414e302a937f5b588ffa1bcf12a3cc721ef6a7997d5704b5c8d',
  },
  {
    id: '119.3',
    edition: E,
    mechanics: ['life'],
    summary: 'Gaining or losing life moves the life total up or down by the amount.',
    sha256: '9a5ff675580c92511c80b8e4c7af38dfcccf68396feb69b0ffe82b369eed7186',
  },
  {
    id: '120.1',
    edition: E,
    mechanics: ['general'],
    summary:
      'Damage can be dealt to creatures, planeswalkers, battles and players only; whatever deals it is its source.',
    sha256: '99408d28b9d05dbb87873b7180910df300fa9a41e2c1d93a4fb87c93bced4d7e',
  },
  {
    id: '120.3',
    edition: E,
    mechanics: ['general'],
    summary:
      "Introduces the list of what dealt damage does, which depends on the recipient and on the source's and " +
      "recipient's characteristics.",
    sha256: '4d3a7f885ae33d6639e35b7e0f011b8396c912ab61edd14120907295c651f831',
  },
  {
    id: '120.3a',
    edition: E,
    mechanics: ['life'],
    summary: 'A player dealt damage by a source that lacks infect loses as much life as the damage.',
    sha256: '05425a3790fc888651c30e96c9119d737a2fc9a068f420047274cb7310ea0c94',
  },
  {
    id: '120.3b',
    edition: E,
    mechanics: ['life'],
    summary:
      "A player dealt damage by an infect source gets that many poison counters from the source's controller instead.",
    sha256: '330a88b7052642b8d0154e47de3a94276167d5dd116dd466dff13e041fc9f3e4',
  },
  {
    id: '120.3c',
    edition: E,
    mechanics: ['general'],
    summary: 'A planeswalker dealt damage loses that many loyalty counters.',
    sha256: 'bd40a01d891255a85f061ac25e29b53acb2d72345726c23c55249feffcc1cabb',
  },
  {
    id: '120.3d',
    edition: E,
    mechanics: ['general'],
    summary:
      'A creature dealt damage by a wither or infect source gets that many -1/-1 counters instead of marked damage.',
    sha256: 'e48c0ba1aa4076f1e2be1b0b809bdbb448971b40b437d9368d6c5d003c906808',
  },
  {
    id: '120.3e',
    edition: E,
    mechanics: ['general'],
    summary: 'A creature dealt damage by a source with neither wither nor infect has that much damage marked on it.',
    sha256: '4960e7961d54c1cbbeddd634a70491eaaf64cec6f750fe4ba2149079e9b61080',
  },
  {
    id: '120.3f',
    edition: E,
    mechanics: ['life'],
    summary:
      'Whatever it is dealt to, damage from a lifelink source also gives ' +
      "the source's controller as much life as was dealt.",
    sha256: '448142785eba9dd995c8c4969e86fcfac2b0a3a5a8747dee6a25ec5be8842db0',
  },
  {
    id: '120.3h',
    edition: E,
    mechanics: ['general'],
    summary: 'A battle dealt damage loses that many defense counters.',
    sha256: 'dc9d594d93ae389c4901c5085ca4db42c69b4d44707f2ec8f4923e60fd191da6',
  },
  {
    id: '121.3',
    edition: E,
    mechanics: ['general'],
    summary: 'With an empty library a player may still choose to draw, unless an effect forbids drawing.',
    sha256: '4ea8ae70e5d73970ff27b86ef273750eea94cde5399866d943c262eeecc9a2a4',
  },
  {
    id: '122.1',
    edition: E,
    mechanics: ['general'],
    summary:
      'Counters are markers on objects or players, not objects themselves; same-named counters are ' +
      'interchangeable and counters are not tokens.',
    sha256: '04f15412a0afd000608dba4cdda9507fe0d051b6896c820ed59fc3876c603582',
  },
  {
    id: '122.6',
    edition: E,
    mechanics: ['general'],
    summary: 'Counters an object is given as it enters the battlefield count as being put on it.',
    sha256: '6f4b35e0c66aabee1af4953168cd3c2bd85068b0aa51e6ee6f539cdebe89b0dc',
  },
  {
    id: '201.2',
    edition: E,
    mechanics: ['general'],
    summary: 'A card is always named by its English name, whatever language it is printed in.',
    sha256: '8b5fadb76df645de8e4b6f975c16a2a389988d6c88325b119a3e36ffb3271505',
  },
  {
    id: '201.2a',
    edition: E,
    mechanics: ['general', 'turn-face-down'],
    summary:
      'Objects share a name when they have any name in common; a nameless object shares a name with nothing, not ' +
      'even another nameless one.',
    sha256: '0875b9ec1d07da5577c7439f9faa121988fef3887124fe4af519b5fec2f10f98',
  },
  {
    id: '201.2c',
    edition: E,
    mechanics: ['general', 'turn-face-down'],
    summary:
      'An object is differently named from others only if it has a name and shares none with them; a nameless ' +
      'object never is.',
    sha256: 'b5685696cc430ddba57315f25ea770f5f1806f385d25b3597dbf17886a1c9687',
  },
  {
    id: '201.4a',
    edition: E,
    mechanics: ['card-names'],
    summary:
      'Told to choose a card name with stated characteristics, a player must name a card whose Oracle ' +
      'characteristics have them.',
    sha256: '87642aa31cbc4519c6b7e64106487d7ffac25693596368b270cb4726cb91e502',
  },
  {
    id: '201.4b',
    edition: E,
    mechanics: ['split-cards', 'card-names'],
    summary:
      'Naming a split card means naming just one of its halves, and any condition on the name is judged on that ' +
      "half's characteristics.",
    sha256: '70a6029052b5e10e6449af475fbb1ef45090a2c35eb797632417ce5af4648a2b',
  },
  {
    id: '201.4d',
    edition: E,
    mechanics: ['transform', 'convert', 'modal-dfc'],
    summary:
      'When choosing a card name a player may pick a back-face name, and characteristic conditions are checked ' +
      'on that back face.',
    sha256: '5cedbdbc91a503b85f74303a475f2617267d1d57c725d98dd7589bfeafb01a78',
  },
  {
    id: '201.4e',
    edition: E,
    mechanics: ['meld'],
    summary:
      'When choosing a card name a player may pick the combined face of a meld pair, judging any condition on ' +
      'that combined face alone.',
    sha256: '1e4c3b8022fcb81174d5e8bd7a94a8f9d9077b41f4c8adfee114bf717f5ac588',
  },
  {
    id: '202.1b',
    edition: E,
    mechanics: ['general'],
    summary:
      'Lands, cards with no mana symbols and tokens (unless their creator gives them one) have no mana cost, which ' +
      'stands for an unpayable cost, not {0}.',
    sha256: '4606deff073de26062d38d12508b5e4d6f46a342cab3b3848087beaeb7caeffe',
  },
  {
    id: '202.2',
    edition: E,
    mechanics: ['general'],
    summary: "An object's colors come from the mana symbols in its cost, not from its frame.",
    sha256: 'ef2f47cef8e31df05da1cb5300a92de79ae74fc00b625a771b04c301f3647856',
  },
  {
    id: '202.2e',
    edition: E,
    mechanics: ['transform'],
    summary: 'An object with a color indicator has each color the indicator shows.',
    sha256: 'd7cf179dfae388aba9c20552b3ee753fd1ac1be528a84dc36f50d508c4b33477',
  },
  {
    id: '202.3',
    edition: E,
    mechanics: ['general'],
    summary: 'Mana value is the total amount of mana in the mana cost, ignoring color.',
    sha256: '1980d057a31dc68f57f099898057bb0d97deb0c901e6cd4fc254311bc7d1c7eb',
  },
  {
    id: '202.3a',
    edition: E,
    mechanics: ['general', 'transform', 'meld', 'turn-face-down'],
    summary:
      'Having no mana cost means mana value 0, except for a nonmodal DFC showing its back face and for a melded ' +
      'permanent.',
    sha256: 'e83b2c2897acce77ba3447d316e4bfa3fa249a8b195f0484b48b93e06aa6ff67',
  },
  {
    id: '202.3b',
    edition: E,
    mechanics: ['transform', 'convert', 'disturb', 'copy'],
    summary:
      "A nonmodal DFC with its back face up uses its front face's cost for mana value, but a copy of such a back " +
      'face has mana value 0.',
    sha256: '8649aa7697f932ee14403ee69bcaf7254e6b3359cfc1194014688382fc2abd80',
  },
  {
    id: '202.3c',
    edition: E,
    mechanics: ['meld', 'copy'],
    summary:
      "A melded permanent's mana value adds up both front faces' costs; anything copying a melded permanent has " +
      'mana value 0.',
    sha256: '4a1e28a67ca956862e7d73985aa4d6e8c00b83b579c65422487d6bd35251754d',
  },
  {
    id: '202.3d',
    edition: E,
    mechanics: ['general'],
    summary:
      "Split cards use both halves' costs except for a non-fused split spell on the stack, which uses the half " +
      'being cast.',
    sha256: '02dca66ea7ff03f9c84fd542b8c2f84aab61d53af88335598a19bede1b63569a',
  },
  {
    id: '202.3e',
    edition: E,
    mechanics: ['general'],
    summary: 'X in a mana cost counts as 0 outside the stack and as the chosen number on the stack.',
    sha256: '20a5360757711758fc4ee25a6b41bfb03ead2b8f979b69bb1550571356d5a9b5',
  },
  {
    id: '202.3f',
    edition: E,
    mechanics: ['general'],
    summary: 'For hybrid symbols the bigger component is what counts toward mana value.',
    sha256: '446f79904b22c4103260d9cccb807e692af2f072f0459db5453eb6969a3148e5',
  },
  {
    id: '202.3g',
    edition: E,
    mechanics: ['general'],
    summary: 'A Phyrexian mana symbol adds exactly 1 to mana value.',
    sha256: '5d15840fdbf676a9e15f86f6afd69c31c4b0c196993e34b11bff65f71202e2e2',
  },
  {
    id: '204.2',
    edition: E,
    mechanics: ['general'],
    summary: 'The colors a color indicator shows are colors of the object carrying it.',
    sha256: '876b0871f07be727865d4ce56fee880a7a22b92efbab4748ce8558126a61c71f',
  },
  {
    id: '208.3',
    edition: E,
    mechanics: ['general'],
    summary: 'A permanent that is not a creature has no power or toughness, whatever is printed on it.',
    sha256: '177f97e67a3e84eadfcf1ed9548215148eefb900ebebc1a53590712b49692dc9',
  },
  {
    id: '208.3a',
    edition: E,
    mechanics: ['general'],
    summary:
      'An effect setting or changing the power or toughness of a noncreature ' +
      'permanent exists but only matters once it is a creature.',
    sha256: 'd3e176fd463fcab1fd923df4586972f34a6cc29e22c44df678a535591cceaac9',
  },
  {
    id: '301.5c',
    edition: E,
    mechanics: ['general'],
    summary:
      'Limits on equipping: no creature Equipment without reconfigure, never itself or two creatures; an ' +
      'illegally attached Equipment falls off but stays.',
    sha256: '481dbb902d6952d8c3bab0b052619bd230cac7e3b7040d5c120316270cb11225',
  },
  {
    id: '301.5d',
    edition: E,
    mechanics: ['attach', 'control-change'],
    summary:
      'An Equipment and the creature it equips each keep their own controller: changing control ' +
      'of one leaves the other as it was.',
    sha256: '51917ad4b0a76f2aabdc61a9f49578ae9378ee69c477b978709865a5f6731e7d',
  },
  {
    id: '303.4',
    edition: E,
    mechanics: ['attach'],
    summary:
      'An Aura is an enchantment that enters attached to something, and its enchant ability says what ' +
      'that may be.',
    sha256: '4959c535d24d1d3addab8d841eba6371c40110987c4c138d8b15dcf78c010912',
  },
  {
    id: '303.4a',
    edition: E,
    mechanics: ['attach'],
    summary: 'Cast as a spell, an Aura targets what its enchant ability describes.',
    sha256: 'ce3ad17d52c6b535d3a41202837c543ce4184b8ae79d0e7ddd1471cb9578e9db',
  },
  {
    id: '303.4b',
    edition: E,
    mechanics: ['attach'],
    summary: 'What an Aura is attached to is the thing it enchants.',
    sha256: '2d329d6e6748358712ecdb622c7c993c88dea8e2acc6ec6f4c9f243860dd1df7',
  },
  {
    id: '303.4c',
    edition: E,
    mechanics: ['attach'],
    summary:
      'An Aura enchanting something its enchant ability or other effects forbid, or something gone, goes to ' +
      "its owner's graveyard.",
    sha256: 'b7f1f373519993d84c699b15a7a9841fe560cf513cbe3d55c2cb51ef06bb14a9',
  },
  {
    id: '303.4d',
    edition: E,
    mechanics: ['general'],
    summary:
      'An Aura cannot enchant itself, and one that is also a creature cannot ' +
      'enchant anything; either way it ends up in the graveyard.',
    sha256: '05b2406445b1b9fc8e578217cdbc01c0f582e366447e7bbf02f92fe82b3afe13',
  },
  {
    id: '303.4e',
    edition: E,
    mechanics: ['attach', 'control-change'],
    summary:
      'An Aura and what it enchants each keep their own controller: changing control of one ' +
      'leaves the other as it was.',
    sha256: '05c23cdde7cecd9c2debced8b3806354d3a36f04f7ec226531fdbf9b4c18ad93',
  },
  {
    id: '303.4f',
    edition: E,
    mechanics: ['attach'],
    summary:
      'An Aura put onto the battlefield other than by resolving enchants what the effect names, or ' +
      'else what its controller picks as it enters.',
    sha256: '75d28e7d47cda34cdbe61ce5d886969313c24339d2e68e2402576408aa967fab',
  },
  {
    id: '303.4g',
    edition: E,
    mechanics: ['attach'],
    summary:
      'With nothing legal to enchant, an entering Aura stays where it was (from the stack it goes to ' +
      'the graveyard), and an Aura token is never made.',
    sha256: '745b22a54cf2fc242cbabb1ba4ff3d4450e331c128e8e8530a998836666b3152',
  },
  {
    id: '303.4h',
    edition: E,
    mechanics: ['attach'],
    summary:
      'Something that is no Aura, Equipment or Fortification, put onto the battlefield attached to ' +
      'something, enters unattached.',
    sha256: 'a45f5f68a8a73ceb8154a16795402cf3d4b63f26ceaae0ec20106bcc11c50623',
  },
  {
    id: '303.4i',
    edition: E,
    mechanics: ['attach'],
    summary:
      'Told to enter attached to something it may not enchant, an Aura stays in its zone (graveyard ' +
      'if from the stack), and an Aura token is not made.',
    sha256: '62f1ada40c76df450a7a8cefbed19b7b8dab42df830cbe45d546a233d8d5c9e5',
  },
  {
    id: '303.4k',
    edition: E,
    mechanics: ['attach', 'morph'],
    summary:
      'When an effect lets an Aura being turned face up become attached, its controller picks a legal ' +
      'object judged by its face-up characteristics.',
    sha256: '6756491bb5d5201d4ae005c03ffc4f3f754197c7ee31dc93772d1a5216d8e7d2',
  },
  {
    id: '303.7a',
    edition: E,
    mechanics: ['attach'],
    summary:
      'A player keeps only the newest of the Roles they control on any one permanent; the others go to the graveyard.',
    sha256: '493a2f0ca146b714d3e995b3b3ed776d49feeea388852edef63c12c610a53824',
  },
  {
    id: '305.1',
    edition: E,
    mechanics: ['general', 'modal-dfc'],
    summary:
      "A land card is played from hand as a special action in one's own main phase with an empty stack; it never " +
      'uses the stack and cannot be responded to.',
    sha256: '7b1530f942edf44a28bc15dc93bb53ce2c51dfcc552d44c8aecafbde946a980a',
  },
  {
    id: '306.5b',
    edition: E,
    mechanics: ['general', 'transform'],
    summary:
      'A planeswalker enters the battlefield with as many loyalty counters as ' +
      'its printed loyalty, a replacement effect on entering.',
    sha256: 'b524b68cee5be0c208ec1410225ac21a4fe20d41872b2cdcb52bb73993e62f5a',
  },
  {
    id: '310.4b',
    edition: E,
    mechanics: ['general', 'transform'],
    summary:
      'A battle enters the battlefield with as many defense counters as its ' +
      'printed defense, a replacement effect on entering.',
    sha256: '8140282857ce9944a6cf32d62da1431ac83c37ffd538ea5aec0ddae2bd37b42d',
  },
  {
    id: '310.11b',
    edition: E,
    mechanics: ['general', 'transform'],
    summary:
      'Every Siege has an intrinsic triggered ability: when its last defense counter is removed, it is exiled, ' +
      'and then its controller may cast it transformed without paying its mana cost.',
    sha256: '88fe78ecc945196db601d7e1990dd5c4af8ad9b3e3c11f33e97a0b45f7686db0',
  },
  {
    id: '400.4a',
    edition: E,
    mechanics: ['general', 'modal-dfc'],
    summary: 'An instant or sorcery card that would enter the battlefield stays where it was.',
    sha256: '0be59749cf42193f8a0fbe46deb2512b0e97928dca68c01d0efea5e7ba1875a5',
  },
  {
    id: '400.7',
    edition: E,
    mechanics: ['general'],
    summary: 'Changing zones makes a fresh object unconnected to what it was before, subject to the listed exceptions.',
    sha256: 'cecd4e29bd49598e6b268456385ca119beff77fc43dac8121de5fcdeb5024e98',
  },
  {
    id: '400.7a',
    edition: E,
    mechanics: ['general'],
    summary:
      'Characteristic or control changes made to a permanent spell keep applying to the permanent it turns into.',
    sha256: '8ca945c6f3fc3fc5c9b9f690e2204ab71b3ec4ba4e3c5b207fd14c8905d65934',
  },
  {
    id: '400.7b',
    edition: E,
    mechanics: ['general'],
    summary: 'Abilities granted by static effects to a permanent spell still apply once that spell is a permanent.',
    sha256: 'd32ec4f3ab565e00818585c6737d71d3f4852be2c6b751c160bf67bc0056c3a0',
  },
  {
    id: '400.7c',
    edition: E,
    mechanics: ['general'],
    summary: "Damage prevention aimed at a permanent spell's damage carries over to the resulting permanent.",
    sha256: 'ecee50d6cca91997dc0bc656afc54dccc05ff8df8d6e21ca19f4d1420e1f3e38',
  },
  {
    id: '400.7d',
    edition: E,
    mechanics: ['general'],
    summary: 'A permanent may look back at how the spell it came from was cast and paid for.',
    sha256: '5fe3196636bbe2d65b1cbe3633a229dedf6e5859da7e0b7ab5610711c1225c30',
  },
  {
    id: '400.7e',
    edition: E,
    mechanics: ['general'],
    summary: 'A zone-change trigger can locate the new object in the destination if that destination is public.',
    sha256: '22e89e07f061584ac73afbe6959e2e79cc20ab3c04af693fa79f1a83d5941736',
  },
  {
    id: '400.7f',
    edition: E,
    mechanics: ['general'],
    summary:
      'Leave-the-battlefield triggers of an enchanted permanent can find its Auras in the graveyard when they ' +
      'went there at the same time or via the state-based action.',
    sha256: '475c788646110afb174667d9af31cc09807d71ce33aff3393139d440db3ba94c',
  },
  {
    id: '400.7g',
    edition: E,
    mechanics: ['general'],
    summary: 'A granted permission to cast a nonland card keeps working on the spell that card becomes.',
    sha256: '1455339a2862fed3269c5934dfc993f3e1a617fd0323f46ec60f7d1b04933a81',
  },
  {
    id: '400.7h',
    edition: E,
    mechanics: ['general'],
    summary: 'The rest of an effect that let a nonland card be cast can still find the resulting spell.',
    sha256: '49a3ec7f94611ebaf1a58d691a270a3a6ffea2f4ec0c27ba8dc0d3a4eadaf4fb',
  },
  {
    id: '400.7i',
    edition: E,
    mechanics: ['general'],
    summary: 'The rest of an effect that let a land be played can still find the resulting land permanent.',
    sha256: 'a8e15e84cb974c5dec5c5537de7917337a0fc093281300f7b86f9904efe2242a',
  },
  {
    id: '400.7j',
    edition: E,
    mechanics: ['general'],
    summary: 'An effect or cost that moves an object to a public zone can keep tracking that object there.',
    sha256: '0f13423df45dcadc300a332aceb223a1436807cb2a0f45c6c13e58148db3f910',
  },
  {
    id: '400.7k',
    edition: E,
    mechanics: ['general'],
    summary:
      'After a madness trigger, a card left uncast in a public zone can still be found by effects about the ' +
      'discarded card.',
    sha256: '5df622d12f4765ad776b88d2b1f9bc152e3f50601b20986e92005cbd78910e49',
  },
  {
    id: '400.7m',
    edition: E,
    mechanics: ['general'],
    summary: 'Stickers stay on an object moving between public zones and their effects keep applying.',
    sha256: '2b76ba67ca4f9dd24989f6e4c7423368970d1851f69c882ecbb3b1da23ec617a',
  },
  {
    id: '401.2',
    edition: E,
    mechanics: ['general', 'hidden-information'],
    summary: 'A library is one face-down pile whose order nobody may see or alter.',
    sha256: '8cf7aad150075b26fd13d09a34e8c5bbd2d97aa868f1192483a7766fa63b8490',
  },
  {
    id: '402.3',
    edition: E,
    mechanics: ['general', 'hidden-information'],
    summary:
      "A player may look at their own hand whenever they like and count others' hands, but not see others' cards.",
    sha256: 'd4cdbbaa54328b782ddf233bbd113484d8e43c23f2b4db1f6ff2b476662c3e74',
  },
  {
    id: '406.3',
    edition: E,
    mechanics: ['hidden-information'],
    summary:
      'Exile is face up by default; face-down exiled cards are hidden except where allowed, and a player once ' +
      'allowed to look may keep doing so until it leaves exile or is shuffled.',
    sha256: 'e6c1c744693fd5d39f638cf31f51024e8d879290fa7d6473a507985ef6698eb4',
  },
  {
    id: '406.3a',
    edition: E,
    mechanics: ['hidden-information', 'turn-face-down'],
    summary:
      'A face-down exiled card has no characteristics; if it may be played, it is turned face up right before ' +
      'being played unless cast face down.',
    sha256: '20821e1ba2c3d16ec1f328ef4c1e5effc74acc07ec0c58bc2bd9887fc47b6fff',
  },
  {
    id: '406.3b',
    edition: E,
    mechanics: ['hidden-information'],
    summary:
      'Casting a spell with given qualities from face-down exiled cards requires being allowed to look at the ' +
      'card and the spell meeting those qualities.',
    sha256: '3b64cf440db2bec506a6cc9eef5cca8f8916e7effa8e4a65f52e4f930b80c3ff',
  },
  {
    id: '500.1',
    edition: E,
    mechanics: ['turns'],
    summary: 'Every turn has the same five phases, always in the same order.',
    sha256: '2a08085160c6d1656e0a6af65fe0906ceaf560ffd58d81aaba6dfdb42afa58cd',
  },
  {
    id: '502.1',
    edition: E,
    mechanics: ['turns', 'phasing'],
    summary:
      "First in the untap step, the active player's permanents with phasing phase out and those that " +
      'phased out under them phase in, all at once.',
    sha256: 'fa2b39d21d8cc49151a0decfa552ae7096426cc02786825815ec96c1e0d76ad6',
  },
  {
    id: '502.2',
    edition: E,
    mechanics: ['day-night'],
    summary:
      "As the second part of the untap step, day becomes night if the previous turn's active player cast no " +
      'spells, and night becomes day if they cast two or more; with neither, nothing is checked. It does ' +
      'not use the stack.',
    sha256: '196c4879a460c37e79b3646a756e48147634ad99ef11897110c51f6fc8550ad8',
  },
  {
    id: '502.3',
    edition: E,
    mechanics: ['turns'],
    summary: 'Third in the untap step, the active player untaps their permanents at once, without the stack.',
    sha256: '819b587a6f4443ae6fa746230bbfcdd0b044b5c5ce1a7afdcb5b61b578efcc25',
  },
  {
    id: '502.4',
    edition: E,
    mechanics: ['turns'],
    summary: 'Nobody gets priority in the untap step; abilities that trigger then wait until someone would. ' + '',
    sha256: '1b1fee61f961ad0db387aca66d4ec62c28167b3cbc7124149e6174bfc0ffa158',
  },
  {
    id: '505.1',
    edition: E,
    mechanics: ['turns'],
    summary:
      'A turn has two main phases, one before combat and one after it; the first is the precombat main ' + 'phase.',
    sha256: 'ac8673c326415822c7ea4df93031da8913482f7424c6bb0396e1302bab02394f',
  },
  {
    id: '601.2',
    edition: E,
    mechanics: ['general'],
    summary:
      'Casting moves a spell to the stack and pays for it through ordered steps; failing any step rewinds the ' +
      'game to before the cast.',
    sha256: '539f57186e7b00730332bdc37ab8971487c841808f98711f966902ef936ccd32',
  },
  {
    id: '601.2a',
    edition: E,
    mechanics: ['general'],
    summary:
      'The first casting step moves the card or copy to the top of the stack, where the caster controls it and ' +
      'effects on the spell start applying.',
    sha256: '794572517487b69d9a61c04e331719c8dab511b88efbcc763585786a4535aa6b',
  },
  {
    id: '601.2b',
    edition: E,
    mechanics: ['general'],
    summary: 'While casting, the player announces modes, costs to pay, and the value of any X in a cost they will pay.',
    sha256: 'b29d06932bab059464552b9ff28166320206bd0def60de3639b155e1798308b2',
  },
  {
    id: '601.2c',
    edition: E,
    mechanics: ['general'],
    summary: 'While casting, the player chooses the targets the spell needs; each must be legal for its wording.',
    sha256: '6209ab42af52680707d5d42a8054e3b3681d050440ff8dc31f4cf86d0556a08e',
  },
  {
    id: '601.3f',
    edition: E,
    mechanics: ['hidden-information'],
    summary: 'A player may start casting from among face-down exiled cards only if they are able to look at that card.',
    sha256: 'a71eac5447cd09c8b33862cd591fe584e1ed21a15aeadf9b10c385135bc0ce13',
  },
  {
    id: '602.1',
    edition: E,
    mechanics: ['general'],
    summary: 'An activated ability is written as a cost, a colon, then its effect and any activation instructions.',
    sha256: '2f3af949c160e8a618050711e365e22e2168b55a52f03e015030ca588d40878d',
  },
  {
    id: '602.2',
    edition: E,
    mechanics: ['general'],
    summary:
      'Activating an ability puts it on the stack and pays its cost in the casting steps, targets chosen as for ' +
      'a spell (602.2b)',
    sha256: '91a325f8311b0796b927e19e83e95564ee1dff3bbdc1daf03e964a82f8296761',
  },
  {
    id: '603.2',
    edition: E,
    mechanics: ['general'],
    summary: 'An ability triggers automatically whenever its trigger event happens; triggering alone does nothing.',
    sha256: 'c0184814400f63762969161c2d9ce7ddd04d0fc737a825ccc5abd93501b9aaeb',
  },
  {
    id: '603.2c',
    edition: E,
    mechanics: ['general'],
    summary:
      'An ability triggers once for each time its trigger event happens, more than once when one event ' +
      'contains several occurrences.',
    sha256: '23ca27c7b69f6d11c2c014ee486d4840579a7750daef41bdb616a9700dceaa8c',
  },
  {
    id: '603.3',
    edition: E,
    mechanics: ['general'],
    summary:
      'A triggered ability is put on the stack by its controller, as an object that is not a card with only ' +
      'its text, the next time a player would get priority; it stays until it resolves or leaves.',
    sha256: '89d0df626af0b1a067c6ceb388b2a871af176ca8edf9d1a124ae9cd2ea28c6a5',
  },
  {
    id: '603.3a',
    edition: E,
    mechanics: ['general'],
    summary:
      'A triggered ability is controlled by whoever controlled its source when it triggered (delayed ones ' + 'aside).',
    sha256: '63d80a4972850fc4104cb8abfddc8e1c1f30763bc09d5ef5670f9f4c5bb28d81',
  },
  {
    id: '603.3b',
    edition: E,
    mechanics: ['general'],
    summary:
      'Waiting triggered abilities go on the stack player by player in APNAP order, each player ordering their ' +
      'own; then state-based actions are checked again, and the cycle repeats until nothing more happens.',
    sha256: '81584e76d6cb11e4f87018ba5c6fc6b48a2351e003eae16d74a39745c909b22c',
  },
  {
    id: '603.6',
    edition: E,
    mechanics: ['general'],
    summary:
      'Zone-change triggers look for their object in its new zone and do nothing to it if it cannot be found there.',
    sha256: '56c59b8eb3828cd71d941b9fc290fc2d4d20dd71dc202ac56104f5735ae4cdf6',
  },
  {
    id: '603.6a',
    edition: E,
    mechanics: ['general'],
    summary:
      'Enters triggers are checked against every permanent on the battlefield, newcomers included, each time ' +
      'permanents enter.',
    sha256: '626467d194403c4b8a3d8f675df767b73e4fce76275ba4ae15f4ea3a3e2c0942',
  },
  {
    id: '603.6b',
    edition: E,
    mechanics: ['general'],
    summary:
      'Continuous effects modify a permanent from the instant it is on the battlefield, never before, and it is ' +
      'never there unmodified.',
    sha256: '19146f8343d247addbf9aa76e48ac8a764940e6c19238962f8d60088ba19ebfe',
  },
  {
    id: '603.6c',
    edition: E,
    mechanics: ['general'],
    summary:
      'Leaves triggers fire when a permanent goes from the battlefield elsewhere or its owner leaves; they look ' +
      'only in the first zone reached.',
    sha256: '30c133611949b7b48ebad2d3453ff38c709b99235abb171c9f033f91c6d85ffe',
  },
  {
    id: '603.6d',
    edition: E,
    mechanics: ['general'],
    summary:
      '"Enters with / as it enters / enters tapped" wording is a static ability applied within the entering ' +
      'event itself, not a trigger.',
    sha256: 'e4da88667c59df56d87a8b428788b700f4052f459547be6b4482c242c21db7de',
  },
  {
    id: '603.6e',
    edition: E,
    mechanics: ['general'],
    summary: "Auras triggering on the enchanted permanent leaving can find both that card and the Aura's new object.",
    sha256: '510c99e3129fbd13251cf2fad04cd37156e5cdcfa34cb913edc638ae3761d17f',
  },
  {
    id: '603.10',
    edition: E,
    mechanics: ['general'],
    summary:
      'Triggers are normally checked against the game just after the event; a listed set of abilities looks ' +
      'back at the game just before it instead.',
    sha256: '4d2cc336df16463473a7d3c9f15554520a65307d3bbeba097f6685742f2bedd4',
  },
  {
    id: '603.10a',
    edition: E,
    mechanics: ['general'],
    summary:
      'Leaves-the-battlefield abilities, and a few other zone-change triggers, look back in time: they use the ' +
      'object and its abilities as they were just before the event.',
    sha256: '22f608ec66429cde6c06c4ebd423ae1f9d79ff3d9b973e4e352c213dd8733e52',
  },
  {
    id: '608.1',
    edition: E,
    mechanics: ['general'],
    summary: 'The top spell or ability resolves whenever all players pass priority in a row.',
    sha256: '1a970ecc902fa6234cb51be242428e002f11cc032881a1f25ebe85480996572b',
  },
  {
    id: '608.2',
    edition: E,
    mechanics: ['general'],
    summary:
      'An instant, sorcery or ability resolves in steps: targets are checked first, its instructions are ' +
      'followed, and leaving the stack comes last.',
    sha256: '0d474e2abd5cc70c65a27f07eb199de9daf2421159d43c6254f0225404c024e3',
  },
  {
    id: '608.2b',
    edition: E,
    mechanics: ['general'],
    summary:
      'As it resolves, a spell or ability with targets checks them: illegal ones are not affected, and with ' +
      'none legal left it does nothing',
    sha256: 'f664a824528a8dfee9ae502f8cca6e1558a8dd166434e606817b5aed32049fab',
  },
  {
    id: '608.2h',
    edition: E,
    mechanics: ['general'],
    summary:
      'An effect needing information about an object that has left the ' +
      'zone it was expected in uses how it last was there.',
    sha256: '4020079ffa4c17c408cd844d206d0c21192cd2e7f207e9c6cfbf887f015d343c',
  },
  {
    id: '608.2n',
    edition: E,
    mechanics: ['general'],
    summary:
      "An instant or sorcery ends its resolution by going to its owner's graveyard; a resolved ability just " +
      'leaves the stack and disappears.',
    sha256: 'ae9d5b939cbe5569a44fbed371cda067b46f2d278549b77dd04b91dad3f5f16e',
  },
  {
    id: '608.3a',
    edition: E,
    mechanics: ['general'],
    summary:
      'A resolving permanent spell without targets enters the battlefield as a permanent controlled by the ' +
      "spell's controller.",
    sha256: 'c072ddef86bd3dd57741e5567ae8e5da041394647ce2be4882024db3c2112e66',
  },
  {
    id: '608.3b',
    edition: E,
    mechanics: ['stack'],
    summary:
      'A permanent spell with a target whose target is now illegal does not resolve and goes to its ' +
      "owner's graveyard.",
    sha256: '5b5644afd6d10b61adae5117ccb8e057a542d1c7ac4580a8568ce8d73fc9a319',
  },
  {
    id: '608.3c',
    edition: E,
    mechanics: ['attach', 'stack'],
    summary: 'A resolving Aura spell becomes a permanent attached to what it targeted, under its controller. ' + '',
    sha256: '1bbf5b02bb1485ee67f8b73e47af20acc3d3c1b78c92f878a8e22001f428b1f3',
  },
  {
    id: '608.3f',
    edition: E,
    mechanics: ['copy', 'double-faced-token'],
    summary:
      'A resolving copy of a permanent spell enters as a token, is no longer a spell copy and does not count as ' +
      'a created token.',
    sha256: 'be32ea6d0d328adb70da9f465f2d39bf33e8fad2544a5df69868772dfa8cf9fa',
  },
  {
    id: '613.1',
    edition: E,
    mechanics: ['general'],
    summary:
      'Characteristics start from the printed or defining values and then continuous effects apply in layer order.',
    sha256: '437b53780e4b41b61fc6ff57bf3373a21d3ede286846382925ebce80ccfa669a',
  },
  {
    id: '613.1a',
    edition: E,
    mechanics: ['general', 'copy', 'turn-face-down'],
    summary: 'Layer 1 holds rules and effects that change copiable values.',
    sha256: 'b49f010358f103948898f9599a9f4d66b845b77822a8c65540e03599d9d5ceaf',
  },
  {
    id: '613.1b',
    edition: E,
    mechanics: ['general'],
    summary: 'Layer 2 applies control changes.',
    sha256: 'cf41cbcd56355ad378a62bf6150a560dd5f7d81031dde1761df3eed228c2959d',
  },
  {
    id: '613.1c',
    edition: E,
    mechanics: ['general'],
    summary: 'Layer 3 applies text changes.',
    sha256: 'd8e5d1aa2fe1a896348ce0b80844218a863bbe8696dfafbb985ccb61ceae93d6',
  },
  {
    id: '613.1d',
    edition: E,
    mechanics: ['general'],
    summary: 'Layer 4 applies changes to card type, subtype and supertype.',
    sha256: 'a35adc2c8389013ba540687337d2dacf287d5328957c3951a39964c09cb7bf03',
  },
  {
    id: '613.1e',
    edition: E,
    mechanics: ['general'],
    summary: 'Layer 5 applies color changes.',
    sha256: '1f57be86d442cc1838fce55d194425aca55e0862ff5d259791ec233315bef316',
  },
  {
    id: '613.1f',
    edition: E,
    mechanics: ['general'],
    summary: "Layer 6 adds or removes abilities, including keyword counters and can't-have-ability effects.",
    sha256: '5989d9ab6130f2aaebc881d62143c33697d5475e811b27946283769b49858044',
  },
  {
    id: '613.1g',
    edition: E,
    mechanics: ['general'],
    summary: 'Layer 7 applies changes to power and toughness.',
    sha256: '0ba2af7cbb65cd8d04dc440435a225c4a659fd61c79a366497d4f920a3eb4b33',
  },
  {
    id: '613.2',
    edition: E,
    mechanics: ['general', 'copy', 'turn-face-down'],
    summary: 'Layer 1 is split into sublayers, each applied in timestamp order subject to dependencies.',
    sha256: '287c6d1ddcbc1a27125a024b7fae79add811536c97784c5541955cae45e6c905',
  },
  {
    id: '613.2a',
    edition: E,
    mechanics: ['copy'],
    summary:
      'Sublayer 1a applies copy and merge effects, plus as-enters or as-turned-face-up abilities that set power ' +
      'and toughness.',
    sha256: '6c1671c6dec00388777c9e7604955b14258f5bac0a877c70e3da86efd744955b',
  },
  {
    id: '613.2b',
    edition: E,
    mechanics: ['turn-face-down', 'morph', 'disguise', 'manifest', 'cloak'],
    summary: 'Sublayer 1b applies the face-down characteristics described in 708.2.',
    sha256: '79c5f933a8f15fbfeef3b3467c3fa434989878da59643a4fe85ca70b61e9db20',
  },
  {
    id: '613.2c',
    edition: E,
    mechanics: ['copy', 'turn-face-down'],
    summary: "Whatever layer 1 produces is the object's set of copiable values.",
    sha256: 'fe89c9a82b1c81998dba1e9a27db6e95b140e933dbec64dd6ce017829be1e8e5',
  },
  {
    id: '613.4',
    edition: E,
    mechanics: ['general'],
    summary: 'Layer 7, power and toughness, is applied in sublayers, each in timestamp order.',
    sha256: '8ef9357feb0f40eca7f1ed1ea831858a9f32b5a101e6f5b00765c76408e941fb',
  },
  {
    id: '613.4a',
    edition: E,
    mechanics: ['general'],
    summary:
      'Layer 7a: power and toughness that a characteristic-defining ability defines are applied first, so such a ' +
      'creature has the values the ability gives.',
    sha256: '68e1a52977ab8904e6ac2b56a5e8b446ae57ee9fdae0d9d392c12f91f47b1f37',
  },
  {
    id: '613.4b',
    edition: E,
    mechanics: ['general'],
    summary: 'Layer 7b: effects that set power and toughness to a value apply after characteristic-defining ones (7a).',
    sha256: 'b11fe04161c70ac803a7b1232799bc5fa90ccd3b6554d77ed4bc7b901d81ffc8',
  },
  {
    id: '613.4c',
    edition: E,
    mechanics: ['general'],
    summary:
      'Layer 7c: effects that raise or lower power and toughness without setting them, and counters doing so, are ' +
      'applied.',
    sha256: '69a916fddbf924278f8e8b9b542b09786e037633ea5a8f3d64ac25c0974a77e3',
  },
  {
    id: '613.7',
    edition: E,
    mechanics: ['general'],
    summary: 'Inside one layer or sublayer, effects normally apply oldest timestamp first.',
    sha256: 'ceb5eea0a09eea1c096103649bf97b0343d1f28edb4ebc9eb6b9e94059deb214',
  },
  {
    id: '613.7e',
    edition: E,
    mechanics: ['attach'],
    summary: 'An Aura, Equipment or Fortification gets a new timestamp each time it becomes attached to something.',
    sha256: 'f311fa38d0e0152f18352ce9e846a908b089a25225935491a2ff02b5b59a04a8',
  },
  {
    id: '613.7f',
    edition: E,
    mechanics: ['turn-face-down', 'morph', 'disguise', 'manifest', 'cloak'],
    summary: 'Turning face up or face down gives a permanent a new timestamp every time.',
    sha256: '0dbe727c66ac55a5a8e17789735ccf5d8563dbab1696705f0420f9b523798f11',
  },
  {
    id: '613.7g',
    edition: E,
    mechanics: ['transform', 'convert'],
    summary: 'Transforming or converting gives a double-faced permanent a new timestamp every time.',
    sha256: '397bc31b7b18d16d9a7294c730817c8a0cc1047129c99730027c156cef92dda5',
  },
  {
    id: '614.1a',
    edition: E,
    mechanics: ['general'],
    summary: 'An effect saying something happens "instead" of an event is a replacement effect.',
    sha256: 'ca07410f64122ff201f66199c6564534ebce6d09ed63d6a0e73c78995ce96fc4',
  },
  {
    id: '614.1c',
    edition: E,
    mechanics: ['general'],
    summary: 'Enters-with, as-enters and enters-as wording creates replacement effects.',
    sha256: 'e0973850575b6f0cf67e23c4c665fceffc50dc847de16f5406702359f7c6b7df',
  },
  {
    id: '614.12',
    edition: E,
    mechanics: ['general'],
    summary:
      'Replacement effects on how a permanent enters are chosen by looking at the permanent as it would be on ' +
      'the battlefield, counting its own static abilities and existing effects.',
    sha256: 'be8076706eb1391f75a54939468cb74c8ebab71d891d079b3d2cbce3c94d963e',
  },
  {
    id: '700.4',
    edition: E,
    mechanics: ['general'],
    summary: 'To die is to go from the battlefield to a graveyard.',
    sha256: '053de209767946ac39ca1fc038cfcc745c8c30c9cf140f12279b22266a45ed43',
  },
  {
    id: '701.3a',
    edition: E,
    mechanics: ['attach'],
    summary:
      'Attaching moves an Aura, Equipment or Fortification onto an object or player it can enchant, equip or fortify.',
    sha256: '429a0d4fcf8b1ed64279c5b25396360874c0edf94c6c2e52597daca62b82ac7c',
  },
  {
    id: '701.3b',
    edition: E,
    mechanics: ['attach'],
    summary: 'An effect that tries to attach an Aura or Equipment where it cannot go leaves it where it was.',
    sha256: '06f2bda4c40b070861d30c7c7efabf5ceabc872cd9d67038754678e44bbc1688',
  },
  {
    id: '701.3c',
    edition: E,
    mechanics: ['attach'],
    summary:
      'Moving an Aura, Equipment or Fortification on the battlefield onto a different object gives it a new timestamp.',
    sha256: '7db6415abfa5a103b8e3b2203f04833e3782613a45bac17f50294572fa2f89dc',
  },
  {
    id: '701.6a',
    edition: E,
    mechanics: ['general'],
    summary:
      'Countering removes a spell or ability from the stack without effect; a countered spell goes to its ' +
      "owner's graveyard.",
    sha256: 'c3142ba4935a36de94b31ae34bc1ac09ce9ef8c4f0f0e7f51076dfa29ce9737d',
  },
  {
    id: '701.20',
    edition: E,
    mechanics: ['reveal'],
    summary: 'Heading of the keyword action Reveal.',
    sha256: 'e7077c06d5f24722e44786096038bddac9dc5bb14be6d31ef9a9339feb942b87',
  },
  {
    id: '701.20a',
    edition: E,
    mechanics: ['reveal'],
    summary:
      'Revealing shows a card to everyone for as long as the effect, cost or resulting trigger needs it to be known.',
    sha256: '54005920ff25d2714a76adfe7ca7bcb14c57188312f646fa73b19d1b6354487d',
  },
  {
    id: '701.20b',
    edition: E,
    mechanics: ['reveal'],
    summary: 'A revealed card stays in its zone.',
    sha256: '33d53526b4d14af05c9302b5e3e12245ee97bf18bc095f4477daf560a24f3333',
  },
  {
    id: '701.20c',
    edition: E,
    mechanics: ['reveal'],
    summary: 'An already revealed card can be revealed once more.',
    sha256: '2368bfd39ad786a3cefa0d8f8366b47cb0f9f213b62be1f29d9337e22c99a8f3',
  },
  {
    id: '701.20d',
    edition: E,
    mechanics: ['reveal', 'hidden-information'],
    summary: 'Shuffling or reordering a library ends the revealed state of moved cards, which become new objects.',
    sha256: '7da783d3c591e5ff9b7f9fbf09500b727f8dd5436333ce8e87a55445c6470f80',
  },
  {
    id: '701.20e',
    edition: E,
    mechanics: ['reveal', 'hidden-information'],
    summary: 'Looking at a card works like revealing, but only the named player sees it.',
    sha256: '66836a8ab1aff08a41622f6f5d6e25b9c6d64b480f2391065f30568ebe3c3953',
  },
  {
    id: '701.24a',
    edition: E,
    mechanics: ['general', 'hidden-information'],
    summary: 'Shuffling randomises a library or face-down pile so its order is unknown to every player.',
    sha256: '7edec0284daa4304c59c5a4b1bffb086ecc9622ad939987a07464f3816cc9514',
  },
  {
    id: '701.26a',
    edition: E,
    mechanics: ['general'],
    summary: 'Tapping turns an untapped permanent sideways; a tapped one cannot be tapped.',
    sha256: 'f36f67020a26e4b119da87e2d8957bd40198a0b869fb3585f2688a109da261fc',
  },
  {
    id: '701.26b',
    edition: E,
    mechanics: ['general'],
    summary: 'Untapping turns a tapped permanent back upright; an untapped one cannot be untapped.',
    sha256: '03439481a8804ace121dac596dde19a4418b02992c0d7e1c4e004c7afad0f1c4',
  },
  {
    id: '701.27',
    edition: E,
    mechanics: ['transform'],
    summary: 'Heading of the keyword action Transform.',
    sha256: 'a44971fe7c2e318b73879ec81393b7d737ef8451057247d5227a4a3b8b3cc137',
  },
  {
    id: '701.27a',
    edition: E,
    mechanics: ['transform'],
    summary:
      'Transforming flips a permanent to its other face; only permanents that are double-faced cards or ' +
      'double-faced tokens can do it.',
    sha256: '23975b21e01887ab03be35bd223a3cf9c7d5e8c1f15146a06f16f7a1882c383e',
  },
  {
    id: '701.27b',
    edition: E,
    mechanics: ['transform', 'turn-face-down'],
    summary:
      'Transforming is a different game action from turning face up or down, so face-up/face-down triggers ignore it.',
    sha256: '341f07222d0a1db7cd9ad22d00ce2b45e87f7124afe73a45b7a73c24899cb58e',
  },
  {
    id: '701.27c',
    edition: E,
    mechanics: ['transform'],
    summary: 'An instruction to transform something that is not a double-faced card or token does nothing.',
    sha256: '88181bef2a6ebcfdd42a89600bf54a5b69e5dee496c4aeec0d812054108270cc',
  },
  {
    id: '701.27d',
    edition: E,
    mechanics: ['transform'],
    summary: 'An instruction to transform a permanent into an instant or sorcery face does nothing.',
    sha256: '70321904a3b1199de467127e6dd96e834e15f164b0fe2b47a2959f3cddbe5e9d',
  },
  {
    id: '701.27e',
    edition: E,
    mechanics: ['transform', 'convert'],
    summary:
      'A "transforms into" trigger fires on transforming or converting when the result has the named characteristic.',
    sha256: 'be987657553409c4e6a2256ea06e838c6bc2ea167cd07250a4be5740415079fd',
  },
  {
    id: '701.27f',
    edition: E,
    mechanics: ['transform', 'convert'],
    summary:
      "A permanent's own non-delayed ability transforms it only if it has not transformed or converted since " +
      'that ability went on the stack; a delayed one, since it was created.',
    sha256: '4fd723e7faf2feaaf432a9e8778ec9611ec1378913949a3f8b7116dd085333f4',
  },
  {
    id: '701.27g',
    edition: E,
    mechanics: ['transform', 'meld'],
    summary:
      '"Transformed permanent" means a double-faced permanent with its back face up now; melded and merged ' +
      'permanents never qualify.',
    sha256: 'b5a2342f9fa75a2df86b226c4440ed61253c97649325ff5e44cc56e8508e6a22',
  },
  {
    id: '701.28',
    edition: E,
    mechanics: ['convert'],
    summary: 'Heading of the keyword action Convert.',
    sha256: 'dac7f007a5e1168b13a6784d99e490da0b23439f2a2271f94949336163d51f14',
  },
  {
    id: '701.28a',
    edition: E,
    mechanics: ['convert', 'transform'],
    summary: 'Converting flips a permanent to its other face and obeys the same rules as transforming.',
    sha256: '3eca8cdaa1c46e906010ce410d0c13f5eda61c0ef457e8055b79e437e515f756',
  },
  {
    id: '701.28b',
    edition: E,
    mechanics: ['convert', 'turn-face-down'],
    summary: 'Converting is a different game action from turning face up or down.',
    sha256: 'a551c795381a9138316891b058e6fa232b06bcd639000235e87f091ef883ff3e',
  },
  {
    id: '701.28c',
    edition: E,
    mechanics: ['convert'],
    summary: 'An instruction to convert something that is not a double-faced card or token does nothing.',
    sha256: 'b19fe3b527a1a74b4197e5749b3896c94fa13b7722097bec94e03870f33275b5',
  },
  {
    id: '701.28d',
    edition: E,
    mechanics: ['convert'],
    summary: 'An instruction to convert a permanent into an instant or sorcery face does nothing.',
    sha256: 'ea9c31b57256532b2adbe6d091a4576bf16efdef1c6c3cadbdcc357a89f75dc5',
  },
  {
    id: '701.28e',
    edition: E,
    mechanics: ['convert', 'transform'],
    summary:
      "A permanent's own ability converts it only if it has not transformed or converted since the ability was " +
      'put on the stack or, if delayed, created.',
    sha256: 'b180a65c2f16b0576e6b8c310c4ac398508667f5a918eaff73ffdbc4a5cc9632',
  },
  {
    id: '701.28f',
    edition: E,
    mechanics: ['convert', 'transform'],
    summary: 'Something that cannot transform cannot convert either.',
    sha256: 'c3902914d3744b4aa408e516e788bb072a15efcb44907f711e211e2fd9a4c431',
  },
  {
    id: '701.40',
    edition: E,
    mechanics: ['manifest'],
    summary: 'Heading of the keyword action Manifest.',
    sha256: '60abb8dc54cbca6146fe8212c6a6b5bed3fbdd0dd8734f02f91f051b57dfe045',
  },
  {
    id: '701.40a',
    edition: E,
    mechanics: ['manifest'],
    summary:
      'Manifesting turns a card face down and puts it onto the battlefield as a 2/2 creature without text, name, ' +
      'subtypes or mana cost for as long as it stays face down.',
    sha256: '8b315e0778842eb0d311f67461c3b38b57b75f62dc03edaf38980fec08090b45',
  },
  {
    id: '701.40b',
    edition: E,
    mechanics: ['manifest'],
    summary:
      'Whenever they have priority, the controller may show a manifested creature card and pay its mana cost to ' +
      'turn it face up as a special action; noncreature or costless cards cannot use this.',
    sha256: '1a459baae19e9a108b4b68531e038f4a11c27d20a1ca9ad5e3ace96e0d59b889',
  },
  {
    id: '701.40c',
    edition: E,
    mechanics: ['manifest', 'morph'],
    summary: 'A manifested card with morph may be turned up either by morph or by the manifest procedure.',
    sha256: '4429c83622adb98d524a7874f2222761dd1a729d689b8d847b63dba21ef58d06',
  },
  {
    id: '701.40d',
    edition: E,
    mechanics: ['manifest', 'disguise'],
    summary: 'A manifested card with disguise may be turned up either by disguise or by the manifest procedure.',
    sha256: '60d15d3438881ea26251094d7463991abb553ae12ac2c4fa9dd4de4b93f9df20',
  },
  {
    id: '701.40e',
    edition: E,
    mechanics: ['manifest'],
    summary: 'Several cards manifested from a library go one after another.',
    sha256: '62c8abc881487ff129e5e3742041a36c58a3a0886e660f6a456c8fb28bc27a11',
  },
  {
    id: '701.40f',
    edition: E,
    mechanics: ['manifest'],
    summary:
      'If the face-down object is prevented from entering, the card is not manifested and stays where it was, ' +
      'unchanged and in the same orientation.',
    sha256: '559cd2878fc67d4aa41a12b43539361c76d2e47c7d2d6710c739452b7d7aa615',
  },
  {
    id: '701.40g',
    edition: E,
    mechanics: ['manifest', 'reveal'],
    summary:
      'A manifested instant or sorcery that would turn face up is revealed instead and stays face down; ' +
      'turned-face-up triggers do not fire.',
    sha256: 'd0cbc0c06663bc2051eaab0b88b173e5225599f70377ae8bdb4087f7afb22f84',
  },
  {
    id: '701.40h',
    edition: E,
    mechanics: ['manifest'],
    summary: 'Points to 708 for the general face-down rules.',
    sha256: '6d8a4c77ef4cf9a6d942ecca0e0c2fd533c2effff5e93d8de203d89d36187506',
  },
  {
    id: '701.42',
    edition: E,
    mechanics: ['meld'],
    summary: 'Heading of the keyword action Meld.',
    sha256: 'e34e9c69d0b34ab4bf5417ce96f22baea237e0b3a28110a3bda43f831de1ede4',
  },
  {
    id: '701.42a',
    edition: E,
    mechanics: ['meld'],
    summary:
      'Melding puts the two cards of a meld pair onto the battlefield back face up, joined into one permanent ' +
      'made of two cards.',
    sha256: '4a91ba73c18ebc5f63f0114bf2b35e3ea3600716030597adfe92295542ce1479',
  },
  {
    id: '701.42b',
    edition: E,
    mechanics: ['meld'],
    summary: 'Only the two members of one meld pair can meld; tokens and other cards cannot.',
    sha256: '7629f46ebf9632d0dfb85def92f9badaeac8febf32fcf38e9d9e7334cdbe6cbe',
  },
  {
    id: '701.42c',
    edition: E,
    mechanics: ['meld'],
    summary: 'Objects that cannot meld remain in whatever zone they are in.',
    sha256: 'e4428d2fb597d07f3630aebdc7512e7028feb6f8bab2e31ca2befcfa177b7214',
  },
  {
    id: '701.58',
    edition: E,
    mechanics: ['cloak'],
    summary: 'Heading of the keyword action Cloak.',
    sha256: '8c7710b00838c354880237cf07601d4199897e423b866a93b216897d62863903',
  },
  {
    id: '701.58a',
    edition: E,
    mechanics: ['cloak'],
    summary:
      'Cloaking is manifesting with ward {2}: the card enters face down as a 2/2 with ward {2} and no name, ' +
      'subtypes or cost while face down.',
    sha256: '6c8501aa74bd03fb252ba2573933dcee19e76f442eb293189cf46723e2cf8db7',
  },
  {
    id: '701.58b',
    edition: E,
    mechanics: ['cloak'],
    summary:
      'The controller may reveal a cloaked creature card and pay its mana cost to turn it face up as a special ' +
      'action; noncreature or costless cards cannot.',
    sha256: '200b64c0b1586cadb5bed0136634e69d28395d43779e73209a77e09f33ec8f71',
  },
  {
    id: '701.58c',
    edition: E,
    mechanics: ['cloak', 'morph'],
    summary: 'A cloaked card with morph may be turned up by morph or by the cloak procedure.',
    sha256: 'e95e145cc433d782244b9b8c4d4829761e8c86ba75c6d7493879ea45a10be357',
  },
  {
    id: '701.58d',
    edition: E,
    mechanics: ['cloak', 'disguise'],
    summary: 'A cloaked card with disguise may be turned up by disguise or by the cloak procedure.',
    sha256: '6c9b3ff0b1fed419090e7c535a51da425317b65659bd2d20e964348932b2d516',
  },
  {
    id: '701.58e',
    edition: E,
    mechanics: ['cloak'],
    summary: 'Several cards cloaked from one library go one after another.',
    sha256: '57df84a7e9214373a70a033f389dc4721e4fa70ffd1fd332ad48e911b1754128',
  },
  {
    id: '701.58f',
    edition: E,
    mechanics: ['cloak'],
    summary: 'If the face-down object is prevented from entering, the card is not cloaked and stays put, unchanged.',
    sha256: 'c2bc6724dcc44dfeccbd6dd87504a80c0b6ccc847948dc7f3e572b7c33d511e6',
  },
  {
    id: '701.58g',
    edition: E,
    mechanics: ['cloak', 'reveal'],
    summary:
      'A cloaked instant or sorcery that would turn face up is revealed and left face down, with no ' +
      'turned-face-up triggers.',
    sha256: '88799d0c83646304b54e6306b4ef45794a52ec88104793798849ef11a06f40e1',
  },
  {
    id: '701.58h',
    edition: E,
    mechanics: ['cloak'],
    summary: 'Points to 708 for the general face-down rules.',
    sha256: '15cffa267329406a0101bfde19af9a42ca071cb8b0ee60dacd93a3fada814129',
  },
  {
    id: '701.62',
    edition: E,
    mechanics: ['manifest-dread'],
    summary: 'Heading of the keyword action Manifest Dread.',
    sha256: '785965c4f0355c1ebe14aed2db90a61438ae1e026a4311cb49b9ff5590fb616e',
  },
  {
    id: '701.62a',
    edition: E,
    mechanics: ['manifest-dread', 'manifest'],
    summary:
      'Manifest dread looks at the top two library cards, manifests one and puts the other looked-at cards into ' +
      'the graveyard.',
    sha256: '27e019f38baa40c95287505b98debdb4cab8c4d7adbfeac6264b30b03767a880',
  },
  {
    id: '701.62b',
    edition: E,
    mechanics: ['manifest-dread'],
    summary:
      'Triggers on manifesting dread wait until the whole procedure is over, even if parts of it could not happen.',
    sha256: 'feb670d8dc2170e1605b42bd83d48e0313fa7d8ec90d4fef9d710139d9cda472',
  },
  {
    id: '702.5a',
    edition: E,
    mechanics: ['attach'],
    summary: 'Enchant names what an Aura may enchant, and so what an Aura spell may target.',
    sha256: 'c643d8b36f4a8514b69fba34a9767bd36e1459b0bbd87ae06ec8bb2250251b10',
  },
  {
    id: '702.5c',
    edition: E,
    mechanics: ['attach'],
    summary: 'An Aura with more than one enchant ability obeys all of them: it may enchant only what each one allows.',
    sha256: 'bf2c51463a52a4adf88f371399e175a634fb0eea9a1a7d27beb6ef3f1aaaa075',
  },
  {
    id: '702.15b',
    edition: E,
    mechanics: ['life'],
    summary:
      'Lifelink: the damage its source deals gains life equal to that damage for ' +
      "the source's controller (its owner when it has none), besides what the damage does otherwise.",
    sha256: '8b090f6a35ed798015a40256cf4d63b57562f188dc892368308c36eaa18719a2',
  },
  {
    id: '702.15c',
    edition: E,
    mechanics: ['life'],
    summary:
      'When an object with lifelink changed zones before an effect has it deal damage, ' +
      'whether it had lifelink is read from its last known information.',
    sha256: 'f2a5b37639466c37b1a139e7560bbc4ab51fd1a12d53b3eca70263210c6ffa53',
  },
  {
    id: '702.21',
    edition: E,
    mechanics: ['disguise', 'cloak'],
    summary: 'Heading of the keyword ability Ward.',
    sha256: '7894530984e3a3c3652fe741fffc3ae5f2b1645c3957b61d130bc9a07f2cc78a',
  },
  {
    id: '702.21a',
    edition: E,
    mechanics: ['disguise', 'cloak'],
    summary:
      "Ward is a trigger that counters an opponent's spell or ability targeting the permanent unless that " +
      'opponent pays the ward cost.',
    sha256: '90a69da9509895f791e5f43677d89ee9f21aa2d91644ed944af10885e0bdd538',
  },
  {
    id: '702.21b',
    edition: E,
    mechanics: ['disguise', 'cloak'],
    summary: 'A ward cost with X fixes X when the ward trigger resolves.',
    sha256: '0cc0147576b2dc3e191f7db3e9067d95c5e40e81bc76fa8f43ff0c4d517d1043',
  },
  {
    id: '702.26a',
    edition: E,
    mechanics: ['general'],
    summary:
      "Phasing makes a player's permanents with phasing phase out, and those that phased out under them phase " +
      "in, at the start of that player's untap step.",
    sha256: '2eb7f6432b624b18c10d995f5425e3aff4045b4179d291e7183b848d28381884',
  },
  {
    id: '702.26b',
    edition: E,
    mechanics: ['general'],
    summary:
      'A phased-out permanent counts as nonexistent for everything except rules naming phased-out permanents, ' +
      'and it leaves combat.',
    sha256: '0ab1185dd5d761797d28c1aa8c4b5033c2efb3f06124fcd45d3c190c4233152c',
  },
  {
    id: '702.26c',
    edition: E,
    mechanics: ['general'],
    summary: 'A permanent that phases in is treated as existing again.',
    sha256: '8b8dab2b8d66524e6a8ac06932e091166a5aba8d2822398b870ca3bfa67905cf',
  },
  {
    id: '702.26e',
    edition: E,
    mechanics: ['phasing'],
    summary:
      'A continuous effect from a resolved spell or ability that changes characteristics or control leaves ' +
      'out the permanents that are phased out, even one it names.',
    sha256: 'd883ababbda1404d0a3404b206e839053a5943e109162748cf294b86d1b257b3',
  },
  {
    id: '702.26g',
    edition: E,
    mechanics: ['general'],
    summary: 'Auras, Equipment and Fortifications attached to a permanent phase out along with it.',
    sha256: 'ac659c58b0c678ba0710cfae27c57b9af6326500bfbd0270e9315aac08974a5c',
  },
  {
    id: '702.26h',
    edition: E,
    mechanics: ['phasing'],
    summary:
      'A permanent that would phase out both by itself and with what it is attached to phases out only indirectly.',
    sha256: 'a2e230335aa87b0e61874c4a7654abf53894d65a899ef785e908c5e3a4188185',
  },
  {
    id: '702.26i',
    edition: E,
    mechanics: ['general'],
    summary:
      'An Aura, Equipment or Fortification that phased out on its own phases in attached to what it was ' +
      'attached to if that is still there, else unattached.',
    sha256: '098bf092ee93fa11f2db0655bfa378c7346330ab259497d86999fd47db2a1018',
  },
  {
    id: '702.26k',
    edition: E,
    mechanics: ['general'],
    summary:
      'When a player leaves the game, their phased-out permanents leave too, without triggering zone-change abilities.',
    sha256: '5add90af4b8c351335e482c2eda826ee5aeb70bc6c49ec84ad4a71b45d758631',
  },
  {
    id: '702.37',
    edition: E,
    mechanics: ['morph', 'megamorph'],
    summary: 'Heading of the keyword ability Morph.',
    sha256: 'e8e3c42f0dbdcac1a0388694ad6e9a155b76b18a315e197e58fe1fae2921e5bd',
  },
  {
    id: '702.37a',
    edition: E,
    mechanics: ['morph'],
    summary:
      'Morph lets a card be cast for {3} as a face-down 2/2 without text, name, subtypes or mana cost, and the ' +
      'morph effect lasts while it is face down.',
    sha256: 'd2e0bbffa38edc3afaffe42e991bf9efb65e0df9a6e23fc4dd761f6bc010ab4f',
  },
  {
    id: '702.37b',
    edition: E,
    mechanics: ['megamorph'],
    summary:
      'Megamorph is morph that also adds a +1/+1 counter when the megamorph cost is paid to turn it up; a ' +
      'megamorph cost counts as a morph cost.',
    sha256: 'ad3f9fcdb31470aab5866cec8662e6c71ffc37ea2c30d383a3a2713694b30010',
  },
  {
    id: '702.37c',
    edition: E,
    mechanics: ['morph'],
    summary:
      'Casting via morph turns the card face down first, checks casting restrictions against the face-down ' +
      'values, which are its copiable values, and pays {3} as an alternative cost.',
    sha256: '76481835401ffa6732833a1f59564d7da455d7f0821867eb2a98de06715e3a88',
  },
  {
    id: '702.37d',
    edition: E,
    mechanics: ['morph'],
    summary: 'Casting face down is normally not allowed; morph is what permits it.',
    sha256: '28d0739a2099dc1cf63942b57b9a39c6aa8ffb625639b97c8be728e056052a88',
  },
  {
    id: '702.37e',
    edition: E,
    mechanics: ['morph', 'megamorph'],
    summary:
      'Whenever they have priority, a controller may show and pay the morph cost to turn the permanent face up ' +
      'as a special action; enters abilities neither trigger nor apply.',
    sha256: '3145a051b949c0cea86d51162ac1d8fb78f3ef446d0403c428afa54f3873d2cc',
  },
  {
    id: '702.37f',
    edition: E,
    mechanics: ['morph'],
    summary: 'X in a morph cost is fixed when the special action is taken and other abilities can refer to it.',
    sha256: '4d0efa5cb53e12b7c385fa86e8eefd201a395b39ab56733961e46f29d3f02c28',
  },
  {
    id: '702.37g',
    edition: E,
    mechanics: ['morph'],
    summary: 'Points to 708 for casting face-down cards with morph.',
    sha256: 'a36caf8d53d8715bfb6441ca2731b4a7c2c2a002626ee5ca7a239200c4762ce6',
  },
  {
    id: '702.127a',
    edition: E,
    mechanics: ['split-cards'],
    summary:
      "Aftermath on a split half: that half can only be cast from its owner's graveyard, and the spell made " +
      'from it goes to exile rather than anywhere else when it leaves the stack.',
    sha256: '2cf3614111258de24149b25c1cdc1871f75f5af8fe23fbca526fbf0da6e6fa61',
  },
  {
    id: '702.145',
    edition: E,
    mechanics: ['day-night', 'transform'],
    summary: 'Heading of the keyword abilities Daybound and Nightbound.',
    sha256: '59bfa3843b99a65c1bb3b7798edf602372b9b2e06284249b73bda566aa05650d',
  },
  {
    id: '702.145a',
    edition: E,
    mechanics: ['day-night', 'transform'],
    summary: 'Daybound and nightbound appear on opposite faces of some double-faced cards.',
    sha256: '917cdaa2ed7bad0aa19402e619dce1ff7472dda0771ed2f1cd91c8f91d831ffd',
  },
  {
    id: '702.145b',
    edition: E,
    mechanics: ['day-night', 'transform'],
    summary:
      'Daybound, on front faces, is three static abilities: at night a permanent represented by a DFC ' +
      "enters transformed; as it becomes night a front-face-up one transforms; and it can't transform in " +
      'any other way.',
    sha256: '5b0849abbfbc15df9974691d86c03c12e245230bbf13db1885a8970ead3e5ada',
  },
  {
    id: '702.145c',
    edition: E,
    mechanics: ['day-night', 'transform'],
    summary:
      'Whenever it is night, a front-face-up daybound permanent is transformed by its controller at once, ' +
      'not as a state-based action.',
    sha256: '0f0bef746e74a435377dd03b236d44ea2fa842136e092c2944d4adc0a61ca353',
  },
  {
    id: '702.145d',
    edition: E,
    mechanics: ['day-night'],
    summary: 'While it is neither day nor night, a player controlling a daybound permanent makes it day.',
    sha256: 'af663beea0c6b9824406f00359561b5ffd3f0df1024bd8cdb4c0516206832498',
  },
  {
    id: '702.145e',
    edition: E,
    mechanics: ['day-night', 'transform'],
    summary:
      'Nightbound, on back faces, is two static abilities: as it becomes day a back-face-up one transforms, ' +
      "and it can't transform in any other way.",
    sha256: '41cbe2c4962cf8b08e31ac2242ac198038749788ba5694a5bf4f6b33e2420b4f',
  },
  {
    id: '702.145f',
    edition: E,
    mechanics: ['day-night', 'transform'],
    summary:
      'Whenever it is day, a back-face-up nightbound permanent is transformed by its controller at once, ' +
      'not as a state-based action.',
    sha256: 'c860b0c6dbd9ca2ab25f90d471b42e691de9f01713451c6c5b7324f21c796fab',
  },
  {
    id: '702.145g',
    edition: E,
    mechanics: ['day-night'],
    summary:
      'While it is neither day nor night and no daybound permanent is on the battlefield, a player ' +
      'controlling a nightbound permanent makes it night.',
    sha256: 'cc30e20a30197d746c5ddb4cffab69d24689c77b79da7bdab6a4a91d0ee91a3c',
  },
  {
    id: '702.146',
    edition: E,
    mechanics: ['disturb'],
    summary: 'Heading of the keyword ability Disturb.',
    sha256: '9869c7b46770515a7487c54dd76f8f92393fa8d60e7bc00d161c1602e56a4835',
  },
  {
    id: '702.146a',
    edition: E,
    mechanics: ['disturb', 'transform'],
    summary:
      "Disturb lets a DFC be cast from its owner's graveyard transformed by paying the disturb cost instead of " +
      'its mana cost.',
    sha256: 'd579460b8d6e83b9eeb3c363feaa992935575ca662c0a71740625efc244aeaab',
  },
  {
    id: '702.146b',
    edition: E,
    mechanics: ['disturb', 'transform'],
    summary: 'A DFC spell cast with disturb enters the battlefield back face up.',
    sha256: '3e3cddac5546ab1de9c73f9ef5d7cf2f641ef8b0b49cc411bdfca63fe1b7d422',
  },
  {
    id: '702.162a',
    edition: E,
    mechanics: ['convert'],
    summary: 'More Than Meets the Eye is an alternative cost that lets the card be cast converted.',
    sha256: '77c7fa42a9a45fdb48de5f80b8e749aabbb24940a69de72efb907b5e78b9d853',
  },
  {
    id: '702.168',
    edition: E,
    mechanics: ['disguise'],
    summary: 'Heading of the keyword ability Disguise.',
    sha256: 'b0fa47d1a4ae93351f6b9f96fc44293e9611d4fddf036b5fe738ca417538197d',
  },
  {
    id: '702.168a',
    edition: E,
    mechanics: ['disguise'],
    summary: 'Disguise lets a card be cast for {3} as a face-down 2/2 with ward {2}, no name, subtypes or mana cost.',
    sha256: '5313f133b6b3c9d18125e289b9946d156c863352f3646eecde4fcaf931519415',
  },
  {
    id: '702.168b',
    edition: E,
    mechanics: ['disguise'],
    summary:
      'Casting via disguise turns the card face down first, checks restrictions against the face-down values, ' +
      'which are its copiable values, and pays {3} instead of its mana cost.',
    sha256: 'c2258d7bc6b0b967f358f0badb750e1b06025c65e83edcaf367526531b9067ba',
  },
  {
    id: '702.168c',
    edition: E,
    mechanics: ['disguise'],
    summary: 'Only an ability such as disguise allows a card to be cast face down.',
    sha256: '5e80f29c86ec357fa884ecdc1acd27d4121fdc6b63aa92f05c6211837d860c78',
  },
  {
    id: '702.168d',
    edition: E,
    mechanics: ['disguise'],
    summary:
      'Whenever they have priority, a controller may show and pay the disguise cost to turn the permanent face ' +
      'up as a special action; enters abilities are not used.',
    sha256: '881bde3ca58b21403af472084395db4e94e99f5c32d87bb0c3316f3a106204c6',
  },
  {
    id: '702.168e',
    edition: E,
    mechanics: ['disguise'],
    summary: 'X in a disguise cost is fixed when the special action is taken and other abilities can refer to it.',
    sha256: '600a4d9d201e2b65c20df759b6a953ff4f90ac95074799873e914364e14b87b0',
  },
  {
    id: '702.168f',
    edition: E,
    mechanics: ['disguise'],
    summary: 'Points to 708 for casting face-down cards with disguise.',
    sha256: '218f1ccf6fdb080be0220abe760a9af3b709a4637650ef16f11deb46d5d3b776',
  },
  {
    id: '704.3',
    edition: E,
    mechanics: ['general'],
    summary:
      'Before a player gets priority, every applicable state-based action is ' +
      'performed at once, and the check repeats until none applies.',
    sha256: 'af9d4c6d9584be2f1672b07a71c2e76d8acde30a005567a7b74c2f21295fc1ae',
  },
  {
    id: '704.5a',
    edition: E,
    mechanics: ['life', 'state-based-actions'],
    summary: 'A player whose life total is 0 or below loses the game.',
    sha256: 'c7194366d1f4f3ea1c396cd4d1699458364938d44a56dcee8600fa009fde87cf',
  },
  {
    id: '704.5c',
    edition: E,
    mechanics: ['life', 'state-based-actions'],
    summary: 'A player with ten or more poison counters loses the game (Two-Headed Giant uses its own count).',
    sha256: 'cd58a424245a3932bf05eaa913ef63f96adb7a591148de6389daae3d8ebb0497',
  },
  {
    id: '704.5d',
    edition: E,
    mechanics: ['general', 'double-faced-token'],
    summary: 'A token anywhere but the battlefield ceases to exist as a state-based action.',
    sha256: '652b9cd8a669f1b2f1eca1c4ee495a2f4af756afcb89fe105ac99182332cf36b',
  },
  {
    id: '704.5e',
    edition: E,
    mechanics: ['copy'],
    summary:
      'A copy of a spell outside the stack, or a copy of a card outside the stack and battlefield, stops existing.',
    sha256: 'e1be4a21d33893d06ecc722654ddc1f29ff86ae37c8f954c7dedfb796b1f99b8',
  },
  {
    id: '704.5f',
    edition: E,
    mechanics: ['general'],
    summary: "A creature whose toughness is 0 or less goes to its owner's graveyard.",
    sha256: '452a1331ed845686e664d5dc0b2263998a302a931e4a954698c661fafc7d8bee',
  },
  {
    id: '704.5g',
    edition: E,
    mechanics: ['general'],
    summary: 'A creature with positive toughness and at least that much damage marked on it is destroyed.',
    sha256: '540e8e18f0d07b6aac029eaab5a723b1710087fab9f7da0d76c1f7b834cccb97',
  },
  {
    id: '704.5h',
    edition: E,
    mechanics: ['general'],
    summary:
      'A creature with positive toughness dealt damage by a deathtouch source since the last check is destroyed.',
    sha256: 'a3bc2a9efe9ccdefc25761e2d485177e2c3ff2d7a5e0e7550762b6679a7e996d',
  },
  {
    id: '704.5i',
    edition: E,
    mechanics: ['general'],
    summary: "A planeswalker with no loyalty goes to its owner's graveyard.",
    sha256: '9cabfbdbdc750ad01f7a6a5e9f53d2f718510d23bc93b3bb299b3eabb7aa4942',
  },
  {
    id: '704.5j',
    edition: E,
    mechanics: ['general'],
    summary:
      'When a player controls several legendary permanents with one name, they ' +
      "keep one and the others go to their owners' graveyards.",
    sha256: '7a488fee3290e97dab97ad853a1240e8ee3234abdb1ed1b7996361dd2da0a011',
  },
  {
    id: '704.5k',
    edition: E,
    mechanics: ['general'],
    summary:
      'With two or more world permanents, all but the one that has been a world the shortest time go to ' +
      'the graveyard; on a tie, all go.',
    sha256: '931228c2ce3b9ec0d70370b8baac8d4aa7f2164e173bdc38dfd2a1e53c479af5',
  },
  {
    id: '704.5m',
    edition: E,
    mechanics: ['general'],
    summary: "An Aura that is attached to nothing or to something it may not enchant goes to its owner's graveyard.",
    sha256: '586dc93d703666e30907d1b380cec49109bc26775b1124999f17ffd9ff486d5f',
  },
  {
    id: '704.5n',
    edition: E,
    mechanics: ['general'],
    summary: 'An Equipment or Fortification attached illegally becomes unattached and stays on the battlefield.',
    sha256: '3c3aceab0a87115d6012df890e33fa96986e61869d5572d46c278660acf85832',
  },
  {
    id: '704.5p',
    edition: E,
    mechanics: ['general'],
    summary:
      'A creature, battle, or other permanent that is not an Aura, Equipment ' +
      'or Fortification becomes unattached if it is attached.',
    sha256: '6474c74365272d54145245bd5bc0e67e938c15ff343f51c0bf365d662211faa9',
  },
  {
    id: '704.5q',
    edition: E,
    mechanics: ['general'],
    summary: 'A permanent with both +1/+1 and -1/-1 counters loses as many of each as the smaller count.',
    sha256: '118213382f8b321c8fd772da0d7ff046214a9819e1c9d130af3d5b7d8598f4af',
  },
  {
    id: '704.5s',
    edition: E,
    mechanics: ['saga', 'state-based-actions'],
    summary:
      'A Saga with chapter abilities whose lore counters have reached its final chapter number is ' +
      'sacrificed by its controller, except while one of its chapter abilities has triggered and is ' +
      'still waiting or on the stack.',
    sha256: '6bfd662614acf6c2f4f17ca632a6d92c876e42417047c28eda1d70f596019e14',
  },
  {
    id: '704.5v',
    edition: E,
    mechanics: ['general'],
    summary:
      "A battle with no defense left goes to its owner's graveyard, unless it " +
      'is the source of a triggered ability still waiting.',
    sha256: '8003099f7c8855a7145dd3219f25a0085646e1c52aaa32e72ea00a6fe8ee5d3f',
  },
  {
    id: '704.5y',
    edition: E,
    mechanics: ['state-based-actions', 'attach'],
    summary:
      'When one player controls several Roles on the same permanent, every one but the newest goes to ' +
      "its owner's graveyard.",
    sha256: '2d7975f514cb731ba6f0280d703e7eb756fe51e3686e4f688949e5c16fef488d',
  },
  {
    id: '704.8',
    edition: E,
    mechanics: ['state-based-actions'],
    summary:
      'What a permanent was when a batch of state-based actions removed it is read from the game as it stood ' +
      'before that whole batch.',
    sha256: '3f57ffa5666e4b7f1c7f826599fb92463787c48912f394f3c5cefeafaf6db85f',
  },
  {
    id: '707.1',
    edition: E,
    mechanics: ['copy'],
    summary: 'Certain effects turn an object into, or create a token as, a copy of a spell, permanent or card.',
    sha256: 'ea93f6b05961b4f5cc3b58986f27648b46004b7a38d9eef562cbf007baf2bcc3',
  },
  {
    id: '707.2',
    edition: E,
    mechanics: ['copy', 'turn-face-down'],
    summary:
      "A copy takes the original's copiable values (printed values as modified by copy effects, face-down status " +
      'and certain as-enters effects) plus casting choices; other effects, status and counters are not copied.',
    sha256: 'dc99b704a3ef1da2a4154714daa39a97714e2016f99053cd9354c58efa11b26c',
  },
  {
    id: '707.2a',
    edition: E,
    mechanics: ['copy'],
    summary:
      'Color and abilities come along with a copy because they derive from the copied cost, indicator and text; ' +
      'abilities are not doubled.',
    sha256: '112d49ece69c288787f9267a1da2ad8d9bca65e74d5c519fbb3c5125f5831ee7',
  },
  {
    id: '707.2b',
    edition: E,
    mechanics: ['copy'],
    summary: "Later changes to the original's copiable values do not change an existing copy.",
    sha256: '71ad6739811083c0df720d36fa20a81778f3519b5ea91fdd50140c6cf1c968b4',
  },
  {
    id: '707.2c',
    edition: E,
    mechanics: ['copy'],
    summary: 'A copy effect from a static ability locks in the copied values when it first applies.',
    sha256: 'e68b7307d201b2baafebfb4f71a8e54399593a8ffc5f264e1c0b8686e21e884a',
  },
  {
    id: '707.3',
    edition: E,
    mechanics: ['copy', 'turn-face-down'],
    summary:
      "A copy's values are modified by its own status, such as face down or flipped, and further copies use the " +
      'result.',
    sha256: 'c7ce37bc7d8801e20ef5a5c7c2a740c155ac34f2ead91a197a14a2cab2c543f2',
  },
  {
    id: '707.4',
    edition: E,
    mechanics: ['copy'],
    summary:
      'Switching which object a permanent copies does not make it enter or leave and keeps non-copy effects on it.',
    sha256: '37163373e36d020e95e98eceb17ac8189405b7035f7a8f6ee50493bbd05599f1',
  },
  {
    id: '707.5',
    edition: E,
    mechanics: ['copy'],
    summary:
      'Something entering as a copy is already the copy as it enters, so copied entry replacements and enters ' +
      'triggers work.',
    sha256: 'b570d53562ec72177d717ae84c06091a9f6d825b8a7c9443f9c90b74f58e95cd',
  },
  {
    id: '707.6',
    edition: E,
    mechanics: ['copy'],
    summary:
      'Choices made for the original are not copied; a copy entering the battlefield makes its own as-enters choices.',
    sha256: '5e605840ed7dc23063dfa5513af5dcc47ccc767e65554a35dc89fb65ce068531',
  },
  {
    id: '707.7',
    edition: E,
    mechanics: ['copy'],
    summary: 'Linked abilities stay linked to each other on the copy and nowhere else.',
    sha256: '4d524f05774016ab8641469391444ca1d9878545e38de9e3e2b943856ae713ee',
  },
  {
    id: '707.8',
    edition: E,
    mechanics: ['copy', 'transform', 'meld'],
    summary: 'Copying a double-faced or melded permanent uses the copiable values of the face currently up.',
    sha256: 'b1b55b389da490b46a4be0eec15811eaab922fd3ea9d37daaba5da9e78c79843',
  },
  {
    id: '707.8a',
    edition: E,
    mechanics: ['copy', 'double-faced-token', 'transform'],
    summary:
      'A token copy of a double-faced permanent or card is a double-faced token with both faces and enters with ' +
      'the same face up, unless the token merely enters as a copy through a replacement.',
    sha256: 'f2ac7182f854a86cf60a8582bf419e44a6f7472fc3d553da9c3a02071d2f2733',
  },
  {
    id: '707.9',
    edition: E,
    mechanics: ['copy'],
    summary: 'Copy effects may carry modifications or exceptions.',
    sha256: '369befb9e412d7b076a5b50b37780fd5540f6fcb2d259b31dee915ed69b6c30b',
  },
  {
    id: '707.9a',
    edition: E,
    mechanics: ['copy'],
    summary: "An ability gained while copying becomes part of the copy's copiable values.",
    sha256: 'e001b54a195c65fb8bcc5c4070fa2e1ea0a312d4843065d18ead8a96ef4a20bd',
  },
  {
    id: '707.9b',
    edition: E,
    mechanics: ['copy'],
    summary: 'A characteristic altered while copying keeps the altered value as copiable.',
    sha256: 'f5a7bf2943212339a71d245c03a3a7d30b63f9a50f0e528db4ba52cad8e10251',
  },
  {
    id: '707.9c',
    edition: E,
    mechanics: ['copy'],
    summary: 'Some copy effects leave certain characteristics uncopied.',
    sha256: '631a3254b4ad841bac58a8c1d502d6afad66683d1cc6efa921e799a57803a0ac',
  },
  {
    id: '707.9d',
    edition: E,
    mechanics: ['copy'],
    summary:
      'When a copy effect excludes or fixes a characteristic, characteristic-defining abilities (and color ' +
      'indicators for color) for it are not copied, except for in-addition type exceptions.',
    sha256: '1ce9a5043f71746608b8e5a662167d3078ceceb60057d1a3e1a26f52e969af14',
  },
  {
    id: '707.9e',
    edition: E,
    mechanics: ['copy'],
    summary:
      'An exception that is an extra effect rather than a characteristic change is lost if another copy effect ' +
      'is applied afterwards.',
    sha256: '6212b0aead50536cef4567cafa1b02ccba844ccafa7a7633e41ba3ebe25ce274',
  },
  {
    id: '707.9f',
    edition: E,
    mechanics: ['copy'],
    summary: 'Whether a conditional exception applies is judged on what the copy would be without that exception.',
    sha256: 'd4be284fd11445e806801933da066f2841a65b93852d6ec99092833e0887dd89',
  },
  {
    id: '707.9g',
    edition: E,
    mechanics: ['copy'],
    summary: 'A linked trigger of a copy-generating replacement does not fire if a later copy effect overrides it.',
    sha256: '864f8fbe731db456eedb3e1c3d9ab4ffd7cdd022d34a5bc660b9641ac88476a5',
  },
  {
    id: '707.10',
    edition: E,
    mechanics: ['copy'],
    summary:
      'Copying a spell or ability puts a copy on the stack that is not cast or activated but keeps all choices; ' +
      'its controller and owner are whoever put it there.',
    sha256: '13f12b8bf00356b7f818e4eb74139bdc429a3345fb33fe93ad92752d4bb9e924',
  },
  {
    id: '707.10a',
    edition: E,
    mechanics: ['copy'],
    summary: 'Spell copies off the stack, and card copies outside stack and battlefield, cease to exist.',
    sha256: '1190a6d1add542e1c571fbd5e82e8e6a2561636c078c79fb5182e20d457bc848',
  },
  {
    id: '707.10b',
    edition: E,
    mechanics: ['copy'],
    summary: "A copied ability keeps the original's source and counts as the same ability.",
    sha256: 'ee973789e9882a4982eb142a4fa20f153ba555e5da3b9d4ac27db0c6fff4ad51',
  },
  {
    id: '707.10c',
    edition: E,
    mechanics: ['copy'],
    summary:
      'Where new targets may be chosen for a copy, unchanged ones may stay even if illegal, but new ones must be ' +
      'legal.',
    sha256: 'c3a057dc786440a23cb99d0517de92c1f5e44ae220bfd66f51f4574557b28ca1',
  },
  {
    id: '707.10d',
    edition: E,
    mechanics: ['copy'],
    summary: 'Copies made for each possible target get only that player or object as every target.',
    sha256: '7481366392952d9231001c6c6db3af137497e0e44f569702ff6ae21e61572cf9',
  },
  {
    id: '707.10e',
    edition: E,
    mechanics: ['copy'],
    summary:
      'A copy given a specified new target uses it for every target or is not created; a multi-target ' +
      'replacement resolves to one chosen target.',
    sha256: '8aa978f243d1e64ec2e24c0c9635b053d6d4288d6c737564ced2815d78dd56d1',
  },
  {
    id: '707.10f',
    edition: E,
    mechanics: ['copy', 'double-faced-token'],
    summary: 'A copy of a permanent spell becomes a token as it resolves.',
    sha256: '255260b43f23f955596c6b6176d868cff78ec4409bf7d7f3d76add63580ccabd',
  },
  {
    id: '707.10g',
    edition: E,
    mechanics: ['copy', 'double-faced-token', 'transform', 'modal-dfc'],
    summary:
      'Copying a double-faced permanent spell yields a two-faced spell copy with the same face up, which ' +
      'resolves into a double-faced token.',
    sha256: '9a1fa761de9ce559e88da91b88ab7dabc4197bf7c87ffb9b589b95e660525409',
  },
  {
    id: '707.11',
    edition: E,
    mechanics: ['copy'],
    summary: 'An effect naming a permanent keeps following it through name changes and copying.',
    sha256: '71ddea78d691e5564cb526f549a251eef4ba3e88c0b22f367c183c3519ba96f8',
  },
  {
    id: '707.12',
    edition: E,
    mechanics: ['copy'],
    summary: "Casting a copy follows the normal casting steps with the copy created in the original's zone.",
    sha256: 'd745b942020332b406f4900f077858003585fc20fd3a56729a6a5ce48c065056',
  },
  {
    id: '707.13',
    edition: E,
    mechanics: ['copy'],
    summary: 'A copy created by card name uses the Oracle reference and is made outside the game.',
    sha256: 'c87cc854868c4fa10df271f4374de986600196faa4077f61d6f6f9ff0f9a6140',
  },
  {
    id: '707.14',
    edition: E,
    mechanics: ['copy'],
    summary: "A copy of a noted graveyard card uses that card's last-known values in the graveyard.",
    sha256: 'cfe82ae2d7533900d18261bce422ee6b2527735baa39555f4bf77c2739e3fafa',
  },
  {
    id: '708.1',
    edition: E,
    mechanics: ['turn-face-down'],
    summary: 'Certain cards let spells and permanents be face down.',
    sha256: '5ec4afcfa294285a2a963f5a122af1ae1fc38400047e6fcc0e08a62fa70b6145',
  },
  {
    id: '708.2',
    edition: E,
    mechanics: ['turn-face-down', 'copy'],
    summary:
      'Face-down objects have only the characteristics the enabling rule or ability gives them, and those are ' +
      'their copiable values.',
    sha256: '262400e3b4b5f5e838243572f0b3b0b5f66e7fcc9ff8512fb1823342d28ae508',
  },
  {
    id: '708.2a',
    edition: E,
    mechanics: ['turn-face-down', 'manifest', 'morph'],
    summary:
      'With no characteristics specified, a face-down permanent is a 2/2 creature without text, name, subtypes ' +
      'or mana cost, also when it enters face down unless stated otherwise.',
    sha256: '529cc595422aa8bbe785e24f737b5c03ef34db58be850137cfcb5134557c0546',
  },
  {
    id: '708.2b',
    edition: E,
    mechanics: ['turn-face-down'],
    summary: 'Trying to turn an already face-down permanent face down does nothing at all.',
    sha256: '0ad94dcda9cc086ba558f05b806a64d5234bf8bd762c0063182754b78f589804',
  },
  {
    id: '708.3',
    edition: E,
    mechanics: ['turn-face-down', 'manifest', 'cloak'],
    summary:
      'Something entering face down is already face down when it arrives, so the enters abilities of the hidden ' +
      'card neither trigger nor apply.',
    sha256: '8980f95c1c574aab5a988a09d9761489f46627e8734e605b1147d1d6d5716fde',
  },
  {
    id: '708.4',
    edition: E,
    mechanics: ['turn-face-down', 'morph', 'disguise'],
    summary:
      'Cards cast face down are turned over before reaching the stack, so only face-down values matter for ' +
      'casting checks and the result is a face-down permanent.',
    sha256: 'f6063059564ec33136b63a31d27db9eda4c187384e74e270c279c2b5fe8dcb5b',
  },
  {
    id: '708.5',
    edition: E,
    mechanics: ['hidden-information', 'turn-face-down'],
    summary:
      'A player may look at face-down spells and permanents they control, even phased out, but at no other ' +
      "face-down cards or anyone else's.",
    sha256: '12fe9018f9ee38c647dea19a11bed053c37de41550bc3fd0f0acdfe2f9f81508',
  },
  {
    id: '708.6',
    edition: E,
    mechanics: ['hidden-information', 'turn-face-down'],
    summary:
      'Face-down objects must stay distinguishable, including which ability made them face down, cast and entry ' +
      'order, and past attacks.',
    sha256: '13c01ce409dad79fc381adbb3089c108c6afaf015554ab2a68bee459be34976c',
  },
  {
    id: '708.7',
    edition: E,
    mechanics: ['turn-face-down'],
    summary:
      'The thing that made a permanent face down may also offer a way to turn it up; spells normally cannot be ' +
      'turned up.',
    sha256: '1ac5f8c71f08c6d0bf40c1d87a26ce664e38478a8e41facdac59953991577023',
  },
  {
    id: '708.8',
    edition: E,
    mechanics: ['turn-face-down', 'morph', 'manifest'],
    summary:
      'Turning face up restores normal copiable values, keeps effects already applied, and does not count as entering.',
    sha256: '5710c802f542ce00dcbe18722e71ce4831296031fadfaa0a8dd659b677762216',
  },
  {
    id: '708.9',
    edition: E,
    mechanics: ['reveal', 'hidden-information', 'turn-face-down'],
    summary:
      'Face-down permanents leaving the battlefield, face-down spells leaving the stack other than to the ' +
      'battlefield, and all face-down objects at game end or when their owner leaves are revealed.',
    sha256: 'f30e0d21b21d798f1d7985f1066931775c9c646940684c4dfd02723c23ec9351',
  },
  {
    id: '708.10',
    edition: E,
    mechanics: ['copy', 'turn-face-down'],
    summary:
      'A face-down permanent that becomes a copy keeps its face-down characteristics, but the copied values take ' +
      'over when it is turned up.',
    sha256: '06952df8630d0b2b165430eece269234dc532776bc9af49daf487156153da6a4',
  },
  {
    id: '708.11',
    edition: E,
    mechanics: ['turn-face-down'],
    summary: 'An "as this is turned face up" ability applies during the turning, not afterwards.',
    sha256: 'e749982e2014e85cced45f422d13792ef21a0065fadb9376af8e4d7ae863772e',
  },
  {
    id: '708.12',
    edition: E,
    mechanics: ['reveal', 'turn-face-down'],
    summary: 'Information from revealing a face-down permanent ignores continuous effects on it.',
    sha256: '301b0fde766775e2a12c3f9cad30879d58ae50222882b8d30b4bdf5cdab7d807',
  },
  {
    id: '709.3',
    edition: E,
    mechanics: ['split-cards'],
    summary: 'Casting a split card starts with picking one of its two halves.',
    sha256: '584c2b981b240988e95d9105b67b0921cc59f0ccdb3479801fed9f742ad39c8f',
  },
  {
    id: '709.3a',
    edition: E,
    mechanics: ['split-cards'],
    summary: 'Whether the card can be cast is judged on the picked half alone, and only that half becomes the spell.',
    sha256: 'fc677f277b62e1845c598d095555b98c453fdb82f6713877bc0dfc0b60283a02',
  },
  {
    id: '709.3b',
    edition: E,
    mechanics: ['split-cards'],
    summary: "On the stack a split spell has the picked half's characteristics; the other half's are absent.",
    sha256: 'f68b03992f0a417e5b19ff0eedffe8b27865a75ca67f423f02b4eadd1af786f0',
  },
  {
    id: '709.4',
    edition: E,
    mechanics: ['split-cards'],
    summary: 'Off the stack a split card has the characteristics of both halves together.',
    sha256: '7380704524a5922af2f0891fd4475e340619a9b263285ad36d1272372a1e1758',
  },
  {
    id: '709.4a',
    edition: E,
    mechanics: ['split-cards', 'card-names'],
    summary: "A split card carries both halves' names; naming it means naming one of them.",
    sha256: '7104fbcf48b0e946de604b814abdb26f5db9c04d4581f654a3132fa9e8da70ba',
  },
  {
    id: '709.4b',
    edition: E,
    mechanics: ['split-cards'],
    summary:
      "A split card's mana cost is the two halves' costs together, which give its colors and mana value; the " +
      'symbols stay separate.',
    sha256: '4bea3b59d84b174ed04b7e19888dfd59869e77605817d17f4405589118e24821',
  },
  {
    id: '709.4c',
    edition: E,
    mechanics: ['split-cards'],
    summary: 'A split card has every card type and every ability printed on either half.',
    sha256: 'd68b5ff8e01fe03d82389a2a21c63d826566ee8696f807841d8e939abcb486f5',
  },
  {
    id: '712.1',
    edition: E,
    mechanics: ['transform', 'convert', 'modal-dfc', 'meld'],
    summary:
      'Double-faced cards have a card face on each side (or half a big face) and no card back; they are ' +
      'nonmodal, modal or meld.',
    sha256: '5a8191ef7e3104aec475d51caa5f2a4a3d6824e12582a04ac1ce48eaa2e47070',
  },
  {
    id: '712.2',
    edition: E,
    mechanics: ['transform', 'convert'],
    summary: 'Nonmodal DFCs have abilities to transform or convert, or to be cast or enter transformed or converted.',
    sha256: '67a59e8bb20d08bb51208dbb3ca8a0c5d9fea6358797401d00964776114f7878',
  },
  {
    id: '712.2a',
    edition: E,
    mechanics: ['transform', 'convert'],
    summary: 'Describes the front-face symbols of nonmodal DFCs across card sets.',
    sha256: '3300910df49ab400c276401c1fb5d0a5802876a4a85c82e5d880c7b79a436b5d',
  },
  {
    id: '712.2b',
    edition: E,
    mechanics: ['transform', 'convert'],
    summary: 'Describes the back-face symbols of nonmodal DFCs across card sets.',
    sha256: 'cf6af63d0f3e0e49b2cdfa52dbaf36dc5c510baf9d2f5989de8f54d5d16ad32b',
  },
  {
    id: '712.2c',
    edition: E,
    mechanics: ['transform'],
    summary: 'The grey power/toughness printed on a nonmodal front face is reminder only.',
    sha256: 'e561e1bf79fe1e5686ac1b51a8b7270b49fac04d2f3fa9e8f8766032e8716032',
  },
  {
    id: '712.3',
    edition: E,
    mechanics: ['modal-dfc'],
    summary: 'Modal DFCs have two mostly independent faces, which may still carry transform or convert abilities.',
    sha256: 'e0fcbb5f8ad8f0a80aff8d142fc6d70c5b4c6853bc3a47a14d03a24a9d6c6c32',
  },
  {
    id: '712.3a',
    edition: E,
    mechanics: ['modal-dfc'],
    summary: 'Describes the front-face symbol of modal DFCs.',
    sha256: '34aa1339c3550c2e2055ff467ccb76202207e7f35b3aebd79fd6bfbf52208029',
  },
  {
    id: '712.3b',
    edition: E,
    mechanics: ['modal-dfc'],
    summary: 'Describes the back-face symbol of modal DFCs.',
    sha256: 'f36f932040719823731809c0da4cb6f493f65af05377a8ddcd7be09e358dd462',
  },
  {
    id: '712.3c',
    edition: E,
    mechanics: ['modal-dfc'],
    summary: "A modal DFC's hint bar about the other face is reminder only.",
    sha256: 'a2e80a9ef4236f56e3e41ee854ec275cf40b3a5562684e84ab9ee9db9147aecb',
  },
  {
    id: '712.4',
    edition: E,
    mechanics: ['meld'],
    summary: 'Meld cards show a normal face on the front and one half of a larger combined face on the back.',
    sha256: '0bde3fa5ad918f50456ff8d9fc9ba6917e80acece1975ac20e2ad925f35d4596',
  },
  {
    id: '712.4a',
    edition: E,
    mechanics: ['meld'],
    summary:
      'One card of a pair exiles both and melds them, putting them onto the battlefield back face up as one ' +
      'object of two cards.',
    sha256: 'de4b02ad270772669a8d41c0ac5dd0c1959189fb906a66a7524d76d67137e2cb',
  },
  {
    id: '712.4b',
    edition: E,
    mechanics: ['meld'],
    summary:
      'Meld back faces only define the melded permanent; referring to a meld back face elsewhere finds no ' +
      'characteristics.',
    sha256: 'e7b384698df54cd43bfe069159cb2c3c5ae57565bd9b0eb58fb0e3d182ab1fd0',
  },
  {
    id: '712.4c',
    edition: E,
    mechanics: ['meld'],
    summary: 'Meld cards never transform or convert; such instructions are ignored.',
    sha256: '07d19a096134337f027d939ebcef91fcc9c72460a7dab60b27fc50a0465d1057',
  },
  {
    id: '712.5',
    edition: E,
    mechanics: ['meld'],
    summary: 'Seven meld pairs exist.',
    sha256: '4329203838babf0eef9a0a6b95db6098c2280cfa4d35b54e0bb90f21b305f8ee',
  },
  {
    id: '712.5a',
    edition: E,
    mechanics: ['meld'],
    summary: 'Names the Chittering Host meld pair.',
    sha256: 'a96407a3ea56e7eefb764d0dadfd2ec95ea5a9ddf9f7f87c7ffb79b1feaf0200',
  },
  {
    id: '712.5b',
    edition: E,
    mechanics: ['meld'],
    summary: 'Names the Hanweir, the Writhing Township meld pair.',
    sha256: 'e148e1bd58f7d7781522f26ded06059db6a0bac92f01f9d16a1ca93eaacdce9f',
  },
  {
    id: '712.5c',
    edition: E,
    mechanics: ['meld'],
    summary: 'Names the Brisela, Voice of Nightmares meld pair.',
    sha256: '16b92bf13dfc39ecd0009c583d2da1b52472859d49fe4c47a55252a051726568',
  },
  {
    id: '712.5d',
    edition: E,
    mechanics: ['meld'],
    summary: 'Names the Mishra, Lost to Phyrexia meld pair.',
    sha256: '48a0533c7bd8424b6aee9041bac35b62b251a68cc4d21b0afb8132a287b5842e',
  },
  {
    id: '712.5e',
    edition: E,
    mechanics: ['meld'],
    summary: 'Names the Urza, Planeswalker meld pair.',
    sha256: '1a911acd64d3a56613564bfbb887ee9522f6563e66344c8d271d8fbc3c0ee2f6',
  },
  {
    id: '712.5f',
    edition: E,
    mechanics: ['meld'],
    summary: 'Names the Titania, Gaea Incarnate meld pair.',
    sha256: 'dfff3faa0abe3f4b49bbb730bd702fc4b6658fab1566107cabc1b08f857fce8b',
  },
  {
    id: '712.5g',
    edition: E,
    mechanics: ['meld'],
    summary: 'Names the Ragnarok, Divine Deliverance meld pair.',
    sha256: '010455822529d80ca7138de0e871caff1a8093cd093f4268aa4acc845df06600',
  },
  {
    id: '712.6',
    edition: E,
    mechanics: ['hidden-information', 'transform', 'modal-dfc'],
    summary: 'Whoever may look at a DFC may see both of its sides.',
    sha256: '2ccbd6576d22b8a9d15667051a1eaa89c05245a7dbeb1bf49012742f08a57514',
  },
  {
    id: '712.7',
    edition: E,
    mechanics: ['hidden-information'],
    summary: 'DFCs must look like any other card in hidden zones, using opaque sleeves or substitute cards.',
    sha256: '0b5213d7a7aa774da290f14626cad4c7316e880086884bc217367097a524203b',
  },
  {
    id: '712.8',
    edition: E,
    mechanics: ['transform', 'modal-dfc', 'meld'],
    summary: 'Each non-meld face, each meld front and each combined meld face has its own set of characteristics.',
    sha256: '545833e97468810539654885a28f91ef49dd749ab08aaa976a81ff06b11e0579',
  },
  {
    id: '712.8a',
    edition: E,
    mechanics: ['transform', 'modal-dfc', 'meld'],
    summary:
      "Outside the game and in any zone but battlefield and stack, a DFC has just its front face's characteristics.",
    sha256: '408d69654738cb37b8f50938f9442ac8c6098bba85a27c201cef153725262eb1',
  },
  {
    id: '712.8b',
    edition: E,
    mechanics: ['meld'],
    summary: 'On the stack a meld card has only its front-face characteristics.',
    sha256: '188bf841ae3bed36740b6abbd33bfe0cd4a45eb0f700cda146d94f18d3713b56',
  },
  {
    id: '712.8c',
    edition: E,
    mechanics: ['transform', 'convert', 'disturb'],
    summary:
      'A nonmodal DFC spell normally shows its front face; cast transformed or converted it shows only its back ' +
      'face but takes mana value from the front cost.',
    sha256: '6e80161908c627afe13fa4a23c6306b2053196988df85678bb98ab58953f7651',
  },
  {
    id: '712.8d',
    edition: E,
    mechanics: ['transform', 'modal-dfc'],
    summary: 'A double-faced permanent front face up has only its front-face characteristics.',
    sha256: 'e24295334c666054afae60f546bd23fd1a332a01de70d848a4f59ada0a14c458',
  },
  {
    id: '712.8e',
    edition: E,
    mechanics: ['transform', 'convert', 'copy'],
    summary:
      'A nonmodal DFC permanent back face up has only back-face characteristics with mana value from the front ' +
      'cost; a copy of that back face has mana value 0.',
    sha256: 'd4c22e41185294954854d618bfbecce26561c19f8742513bc1456364bdb35331',
  },
  {
    id: '712.8f',
    edition: E,
    mechanics: ['modal-dfc'],
    summary: 'A modal DFC on the stack or battlefield has only the characteristics of whichever face is up.',
    sha256: '87bc1be5ee2de93c81a696ab16ea4558ee2cd726b860419bae95ad4e13bdbf1e',
  },
  {
    id: '712.8g',
    edition: E,
    mechanics: ['meld', 'copy'],
    summary:
      "A melded permanent has only the combined face's characteristics with mana value equal to the sum of its " +
      'fronts; a copy of it has mana value 0.',
    sha256: '152d919c8449265f9242416017517a6592c82339bf3fc99c5cb4b990e4683f8f',
  },
  {
    id: '712.9',
    edition: E,
    mechanics: ['transform', 'convert', 'double-faced-token', 'copy'],
    summary:
      'Transforming and converting are limited to permanents that are non-meld DFCs or double-faced tokens; ' +
      'anything else ignores the instruction.',
    sha256: 'a9b58117f6765ef0db81fa02097ba0f2f0e3b1f5b5e22da52cd6b30c9bb4e88c',
  },
  {
    id: '712.10',
    edition: E,
    mechanics: ['transform', 'convert'],
    summary: 'Transforming or converting toward an instant or sorcery face does nothing.',
    sha256: '901f469fc27743b8514e11247c2fc3ccdb4f1d143f6759424671086ac8c32db5',
  },
  {
    id: '712.11',
    edition: E,
    mechanics: ['transform', 'modal-dfc'],
    summary: 'DFC spells are cast front face up unless something says otherwise.',
    sha256: 'e968648390a7f6305089fe4de017c709b2be8e82fae8ac9273fae75ba2744d16',
  },
  {
    id: '712.11a',
    edition: E,
    mechanics: ['transform', 'convert', 'disturb'],
    summary: 'A DFC, or copy of one, cast transformed or converted goes on the stack back face up.',
    sha256: '4537ad010e0047d30b3f4f0efcd11611d3b6a5a7c1313ec4798d5b73cc12a295',
  },
  {
    id: '712.11b',
    edition: E,
    mechanics: ['modal-dfc'],
    summary: 'Whoever casts a modal DFC, or a copy of one, picks the face before it goes on the stack.',
    sha256: '504ec07a57aa2d098cec59c613b2ee4f98a0d351aa6c2554ce3fa1276a91a017',
  },
  {
    id: '712.11c',
    edition: E,
    mechanics: ['transform', 'modal-dfc'],
    summary: 'Castability is judged on the face that will be up on the stack, and only that face goes on the stack.',
    sha256: 'bfe812f4f275ac3cab3570c6acfe0054e3aa6d8105cd57cdbf8fced50074f65c',
  },
  {
    id: '712.11d',
    edition: E,
    mechanics: ['transform', 'convert', 'disturb'],
    summary:
      'A front-face ability allowing the card to be cast transformed is also taken into account when judging ' +
      'castability.',
    sha256: 'bf7d3da009e8ed3fd4c44cbccce523f5fbd3f90c2b0cbce6f0e16d834468bc71',
  },
  {
    id: '712.12',
    edition: E,
    mechanics: ['modal-dfc'],
    summary: 'Playing a modal DFC as a land means choosing a land face, which is the face it enters with.',
    sha256: 'aac57f8663ee7fe684b1d6c2cd2e84524ad52ee63c82c13175f77cc1aa58f0b1',
  },
  {
    id: '712.13',
    edition: E,
    mechanics: ['transform', 'modal-dfc'],
    summary: 'A resolving DFC permanent spell enters with the face that was up on the stack.',
    sha256: '7d277c92c4b6c953e94990f4e72b4a517360f4a6333b9304a98e60d28aac33f8',
  },
  {
    id: '712.13a',
    edition: E,
    mechanics: ['transform', 'convert'],
    summary:
      'A front-up DFC spell made to enter transformed whose back is an instant or sorcery goes to the graveyard ' +
      'instead.',
    sha256: '99791c5f04563b2ecee5850fa6dd728eeb47cd3065c9f0c95efe0ba7cdabdfb7',
  },
  {
    id: '712.14',
    edition: E,
    mechanics: ['transform', 'modal-dfc'],
    summary: 'A DFC put onto the battlefield from anywhere but the stack enters front face up by default.',
    sha256: '070f4d1aef87a1373578d2e172182b7b18253c8cf6aec668b10e274377507e29',
  },
  {
    id: '712.14a',
    edition: E,
    mechanics: ['transform', 'convert'],
    summary:
      'Putting a DFC onto the battlefield transformed or converted makes it enter back face up; a non-DFC told ' +
      'to do so stays where it is.',
    sha256: 'f03205a8684b53abe0e6c636f33f9b8a4dc13d59f28ba6c3cc7a46238223f899',
  },
  {
    id: '712.14b',
    edition: E,
    mechanics: ['modal-dfc'],
    summary: 'A modal DFC whose front is not a permanent stays in its zone when told to enter the battlefield.',
    sha256: '524cb9ccda4d6c075582d1fa909deee60e83e365f55b70a130efdf8e58ab8653',
  },
  {
    id: '712.14c',
    edition: E,
    mechanics: ['meld'],
    summary: 'Melding cards enter together as one permanent back face up.',
    sha256: 'ea87a7a769959d43a8e33a795226561e52163763a3e4a925cc7a6e5310423d51',
  },
  {
    id: '712.15',
    edition: E,
    mechanics: ['transform', 'modal-dfc', 'turn-face-down', 'manifest', 'cloak', 'morph'],
    summary:
      'A DFC cast or put onto the battlefield face down takes the face-down characteristics and stays hidden ' +
      'behind a substitute card or opaque sleeve.',
    sha256: '0266ef8b997f9cc9a20d16eea33c30f48238f7dd46eb509b2e6342403577ceaa',
  },
  {
    id: '712.15a',
    edition: E,
    mechanics: ['transform', 'convert', 'turn-face-down', 'manifest', 'cloak'],
    summary: 'A face-down DFC cannot transform or convert, and it turns up with its front face up.',
    sha256: '6098d672e1779e55964e8e8e5b25a1420659a01fd129c51a3cc5abbbf5ea1c07',
  },
  {
    id: '712.16',
    edition: E,
    mechanics: ['turn-face-down', 'transform', 'modal-dfc', 'meld'],
    summary: 'Double-faced and melded permanents cannot be turned face down; attempts do nothing.',
    sha256: 'bbe1dc06a3f2a93b970952581fd5382cc76a38364486d9f97846c3647d14549e',
  },
  {
    id: '712.17',
    edition: E,
    mechanics: ['hidden-information', 'turn-face-down'],
    summary: 'A DFC exiled face down is kept hidden behind a substitute card or opaque sleeve.',
    sha256: 'be30ef40eedfba3a8c3965ddae2f5848e4760d84845feee3d259f80491cc05e2',
  },
  {
    id: '712.18',
    edition: E,
    mechanics: ['transform', 'convert'],
    summary: 'Transforming or converting does not make a new object; effects on it carry on.',
    sha256: '51a60995b14b0955e05626fe980e4507b3197a84b752290de4b5ed09ea55cbf9',
  },
  {
    id: '712.19',
    edition: E,
    mechanics: ['transform', 'modal-dfc', 'meld'],
    summary: 'When naming a card, either face of a DFC may be named (not both), as may a combined meld face.',
    sha256: 'fdd8351810adf0b5e2cde719ee018dc22db6d50a3c0cb33135be81f187c862b6',
  },
  {
    id: '712.20',
    edition: E,
    mechanics: ['transform', 'convert'],
    summary: 'An "as this transforms" ability that the new face would have applies during the transformation.',
    sha256: '1535e38e651e2bad6e64c43eedd3edc234cef3f6e734c09452c7d377345f0e9c',
  },
  {
    id: '712.21',
    edition: E,
    mechanics: ['meld'],
    summary: 'A melded permanent leaving the battlefield is one permanent leaving and two cards arriving.',
    sha256: '62ba0c665bd2001113eb926a954ff9009b79210a2b1ed96e071e5dfb956c9edd',
  },
  {
    id: '712.21a',
    edition: E,
    mechanics: ['meld'],
    summary:
      'A melded permanent going to graveyard or library lets its owner order the two cards, secretly for the library.',
    sha256: 'd6db3d1a4ed2a2fde768a88b48134128ed155679e19d87eef9cb2a1112f21421',
  },
  {
    id: '712.21b',
    edition: E,
    mechanics: ['meld'],
    summary: 'Exiling a melded permanent lets that player pick the timestamp order of the two cards.',
    sha256: '5c7fe39df6c1a50bee2863e2a364b2bd71eb284dc111fc3e022cef39a5a12bce',
  },
  {
    id: '712.21c',
    edition: E,
    mechanics: ['meld'],
    summary: "An effect that finds a melded permanent's new object finds both cards and treats each alike.",
    sha256: '67b6569f911f81fb336d4c6c90d0284d1ba8a12c0a9c10b4bfda1b960c0f3244',
  },
  {
    id: '712.21d',
    edition: E,
    mechanics: ['meld'],
    summary:
      'A replacement effect applied to one card of a leaving melded permanent applies to both (commander ' +
      'exceptions aside).',
    sha256: '2c0b34c135f202d7491be3f2fedbd0d80659a462d5130fa40a85449c9da586ef',
  },
  {
    id: '712.21e',
    edition: E,
    mechanics: ['meld'],
    summary: 'A melded permanent counts as one object but two cards among things that changed zones.',
    sha256: 'b3f1b58f2795e336d052874f4d74155f64d961aea153a2aa054f16207eb40eaa',
  },
  {
    id: '713.1',
    edition: E,
    mechanics: ['hidden-information'],
    summary: 'A substitute card is an accessory with a normal back that stands in for a DFC or meld card.',
    sha256: '7adc0b67b9e64e4a749b0dd65ad94c033fc8a66523f64524e573e96d329aa6f8',
  },
  {
    id: '713.2',
    edition: E,
    mechanics: ['hidden-information'],
    summary:
      'A substitute card must clearly show at least the front-face name of what it stands for, possibly with ' +
      'more card details.',
    sha256: '410ed898f012dacf55ad61403a3545a9cda8383ac14fc08832f6065944a223ae',
  },
  {
    id: '713.2a',
    edition: E,
    mechanics: ['hidden-information'],
    summary: 'Checklist-style substitutes (2011-2018) have exactly one card marked among those listed.',
    sha256: 'c94d3c91554e5a90019e294d8888f1b2ebb446fc722a8af6707d5820ddc3188b',
  },
  {
    id: '713.2b',
    edition: E,
    mechanics: ['hidden-information'],
    summary: 'One single-card substitute style existed, for Nicol Bolas, the Ravager.',
    sha256: 'b44ed3acc4118f52b5f0fb8f5f504c8dd445abc9fcefde395246a927a04fc346',
  },
  {
    id: '713.2c',
    edition: E,
    mechanics: ['hidden-information', 'modal-dfc'],
    summary: 'Blank modal-DFC substitutes carry both face symbols and get both face names written in.',
    sha256: 'a934ec68d18a1ced3b275a0511c95339838e1750d14d8c5b08992ff85faf15a2',
  },
  {
    id: '713.3',
    edition: E,
    mechanics: ['hidden-information'],
    summary:
      'The represented card is set aside before the game and kept available; substitutes only go in a deck for ' +
      'DFCs or meld cards.',
    sha256: '23c7e0bdc6b3e38fc780092d5adb3f41669a98322ed1e6f9986a80fe4e87623e',
  },
  {
    id: '713.4',
    edition: E,
    mechanics: ['hidden-information'],
    summary: 'In the game the substitute counts as the card it stands for.',
    sha256: '2a42d931852aa76ce7c5a72364270443549ca77365cc68ac48a57b1d808245b6',
  },
  {
    id: '713.5',
    edition: E,
    mechanics: ['hidden-information'],
    summary: 'Once a substitute is face up in a public zone, the real card is used in its place.',
    sha256: 'fa132ede7f9db2b5c79bac59bb0fecbf8ffbec30d3af1b4915c649996531dd28',
  },
  {
    id: '714.1',
    edition: E,
    mechanics: ['saga'],
    summary: 'Saga cards carry chapter symbols in a striped text box.',
    sha256: '5d932a68a6ca528f8aa7e5a2aac8e41e5414d9e04ce0b69adb930a2b4dc7f79c',
  },
  {
    id: '714.2',
    edition: E,
    mechanics: ['saga'],
    summary: 'Each chapter symbol is a keyword standing for a triggered ability, called a chapter ability.',
    sha256: '55036c84e6a0d1ec48dedcb9c0ab025d695bd9d61a9a96eff9f303d03af18bc0',
  },
  {
    id: '714.2b',
    edition: E,
    mechanics: ['saga'],
    summary:
      'A chapter ability with number N triggers when lore counters put on its Saga take their count ' +
      'from below N to N or more.',
    sha256: 'd4f810a9cd6702faa9af4eaff74b00cb9467bdee68cb0c4e4105b9346eb98248',
  },
  {
    id: '714.2c',
    edition: E,
    mechanics: ['saga'],
    summary: 'A chapter symbol with several numbers works as one chapter ability for each number.',
    sha256: 'fb446a389634d0429e9e33c78b4a1ba8c758630037447498f4bc714e24359e2b',
  },
  {
    id: '714.2d',
    edition: E,
    mechanics: ['saga'],
    summary:
      "The highest number among a Saga's chapter abilities is its final chapter number; with no " +
      'chapter abilities it is 0.',
    sha256: '45595cef0b799d409a79290ca623a16a70044b3c06eafffd3dea4d43953d79be',
  },
  {
    id: '714.3a',
    edition: E,
    mechanics: ['saga', 'intrinsic-counters'],
    summary:
      'A Saga without read ahead gets one lore counter as it enters; this is a replacement effect on ' + 'entering.',
    sha256: '0a110b3e7e915c85494d5e47b981b1e424810d1a07fd27ee010f0e792aff46cb',
  },
  {
    id: '714.3c',
    edition: E,
    mechanics: ['saga', 'turns'],
    summary:
      "When a player's precombat main phase starts, each Saga with chapter abilities that player " +
      'controls gets a lore counter, without using the stack.',
    sha256: 'e79592b5c6c26815bb28211a957fe06a23e7c2f3afda862699e3558be442c3b8',
  },
  {
    id: '714.4',
    edition: E,
    mechanics: ['saga', 'state-based-actions'],
    summary:
      'Sacrificing a Saga that has reached its final chapter is a state-based action, waiting while ' +
      'one of its chapter abilities is pending.',
    sha256: 'cb31790c442709e1ab403919120486dfe9050f7cc4c85874c7ffaadfcb294ab3',
  },
  {
    id: '731.1',
    edition: E,
    mechanics: ['day-night'],
    summary:
      'Day and night are designations of the game itself, which starts with neither; daybound, nightbound ' +
      'and other effects give one, and from then on the game always has exactly one of the two.',
    sha256: 'dda2690c37e90d993d47826ce665df1ddd67422c44c4ff4b02215be5c2239f8c',
  },
  {
    id: '731.1a',
    edition: E,
    mechanics: ['day-night'],
    summary: 'Day becoming night, or night becoming day, means the game loses the one designation and gains the other.',
    sha256: 'cc102d5ee72a6b995d6c9fafc00db8cf042910b958c0642b73c052f340b7c0cc',
  },
  {
    id: '731.2',
    edition: E,
    mechanics: ['day-night'],
    summary: 'In the untap step the game looks back at the previous turn to decide whether day or night changes.',
    sha256: 'a59b2f3c91ba0cf1163c9b272e9a75bb49822e511aec3ec9dc82486907450cfd',
  },
  {
    id: '731.2a',
    edition: E,
    mechanics: ['day-night'],
    summary:
      "If it is day and the previous turn's active player cast no spell that turn, it becomes night (with " +
      'shared team turns: no player of the active team did).',
    sha256: 'be8e0ca47bc2d1c779ce13e74f98fac6f604615a9a264c38964807a865b3a00d',
  },
  {
    id: '731.2b',
    edition: E,
    mechanics: ['day-night'],
    summary:
      "If it is night and the previous turn's active player cast two or more spells that turn, it becomes " +
      'day (with shared team turns: any one player of the active team did).',
    sha256: 'ab342a957101fde30128689a0bb57f941ef8814dc7d41b203ab811ba1d9375ec',
  },
  {
    id: '731.2c',
    edition: E,
    mechanics: ['day-night'],
    summary: 'With neither day nor night the check does not happen, and the game stays with neither.',
    sha256: 'f3089f29d7e59b02bdb53d9af85fc62adcdfb626d420bb23d59dae552d9e6680',
  },
  {
    id: '800.4a',
    edition: E,
    mechanics: ['reveal', 'hidden-information'],
    summary:
      'A player leaving a multiplayer game takes their objects and control effects with them, and objects they ' +
      'still control are exiled.',
    sha256: '8d0ae1b8f7d634d1d4f50f67cf126dd0085cb964ba2c0f586081115b2cebb238',
  },
  {
    id: '800.4b',
    edition: E,
    mechanics: ['game-over'],
    summary:
      'A departed player gains control of nothing: no token is made for them, and an object that would enter ' +
      'the battlefield or stack under them stays where it is.',
    sha256: 'b4900bc40f5e23462e8e56f11bb9a826a93268a96b3b9791e5de06e6adb7ffcc',
  },
  {
    id: '800.4d',
    edition: E,
    mechanics: ['game-over'],
    summary:
      'An object a departed player would own is not created, and a triggered ability they would control is ' +
      'not put on the stack.',
    sha256: '84d6a0a9092f4dfb8dc4544884ae9320cae050d36c2055f769a48e319eba7ef5',
  },
  {
    id: '800.4g',
    edition: E,
    mechanics: ['game-over'],
    summary: 'A choice an object asks of a departed player (other than paying a cost) is made by another player.',
    sha256: 'af3b82c7f9ed5fa2f7c4cb864e5b60f1d81e4add60cc2febe571588b34c5edde',
  },
  {
    id: '800.4h',
    edition: E,
    mechanics: ['game-over'],
    summary: 'A choice the rules ask of a departed player is made by the next player in turn order instead.',
    sha256: '71d34013493c1a772f3fed9be6712ba64c38b1f966eaca352195d428e378b63b',
  },
];
