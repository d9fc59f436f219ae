/// The words that frame a request: what people say before and after it, read past
/// (`SystemLexicon.stripFraming` reads them).
extension SystemLexicon {
    /// How people frame a request to an assistant, before and after the request itself.
    /// Siri reads past them; they are not any app's phrasing.
    static let openers: [[String]] = [
        "hey siri", "ok siri", "okay siri", "siri", "hey", "ok", "okay", "so", "um", "uh", "please", "yo",
        // other assistants' names, said out of habit to a speaker: "ok google play …", "olly, …"
        "alexa", "ok google", "okay google", "hey google", "olly", "cortana",
        "can you please", "could you please", "would you please", "can you", "could you", "would you", "will you",
        "could you kindly", "would you kindly", "kindly",
        "i want you to", "i need you to", "i would like you to", "id like you to",
        "i want to", "i wanna", "i would like to", "id like to", "i need to", "i gotta", "i have to",
        // as learners say it: "I want that you play …"
        "i want that you", "i would like that you",
        "lets", "let us", "go ahead and", "quickly", "just", "honestly",
        // a hedge before what the user tells or asks: "I think my boss emailed me on Monday, …"
        "i think", "i believe", "i guess",
        // "please do it", as Indian English says it: "do the needful and add this song to …"
        "do the needful and", "kindly do the needful and", "please do the needful and",
        // the user and company: "can we have some country music on"
        "can we", "could we", "shall we",
        // ability and willingness asked of the assistant: "are you able to put on some Bowie"
        "are you able to", "would you be able to", "could you be able to", "are you able", "is it possible to",
        "would you mind", "do you mind", "can you help me", "help me", "i was wondering if you could",
        "is there any way to", "is there a way to", "is there any way you can", "is there any way you could",
        "any chance you could", "any chance you can",
        // wishes and needs: "I'd love to hear …", "I must call …"
        "i would love to", "id love to", "i must", "i should", "i ought to", "i got to", "i gotta go and",
        "i really need to", "i really want to", "i just want to", "i just need to", "i want you to please",
        "i feel like", "i kind of feel like", "i kinda feel like", "i fancy", "i could go for", "i could do with",
        // a wish put as a condition: "I'd love it if you could phone Grandpa Joe"
        "id love it if you could", "i would love it if you could", "it would be great if you could",
        "itd be great if you could", "id appreciate it if you could", "i would appreciate it if you could",
        "i would be grateful if you could", "id be grateful if you could",
        // a request put as a hope, a thought or a favour: "I was hoping you could shuffle …",
        // "do you think you could put …", "do me a favor and send …", "would it be possible to
        // hear …", "maybe you could tell …"
        "i was hoping you could", "i was hoping you would", "i was hoping youd", "i was hoping to",
        "i was wondering if you would", "i wonder if you could", "would you be so kind as to", "be so kind as to",
        "would you be so good as to", "be so good as to", "id be grateful if youd", "i would be grateful if you would",
        "would you be kind enough to", "i should like to", "i should like", "do you think you could",
        "do you think you can",
        "would it be possible to", "would it be possible for you to", "is it possible for you to",
        "any way you could", "any way you can", "is there any chance you could", "do me a favor and",
        "do me a favour and", "maybe you could", "perhaps you could", "why dont you", "why not", "how about",
        "what about", "dont forget to", "remember to", "try", "ive been meaning to", "i have been meaning to",
        "i could really go for", "i could really use", "would it be too much to ask for",
        "would it be too much to ask you to",
        // a wish put as a condition, its verb in the past: "I'd appreciate it if you added …"
        "id really appreciate it if you", "i would really appreciate it if you", "id appreciate it if you",
        "i would appreciate it if you", "id love it if you", "i would love it if you", "it would be great if you",
        "itd be great if you", "it would be lovely to", "it would be nice to", "it would be great to",
        // a yes-or-no question put as a request: "check if I have new emails"
        "check if", "check to see if", "see if", "tell me if", "let me know if", "find out if", "i want to know if",
        "do you know if", "check whether", "see whether", "tell me whether", "let me know whether",
        "i wonder if", "i wonder whether", "im wondering if", "i was wondering if",
        "find out whether", "i want to know whether", "do you know whether",
        // a question put as a request to be told: "tell me what Kofi texted me"
        "tell me",
        // what the user tells the device itself, which is no message: "tell the app I like the
        // podcast …", "let the machine know I enjoy Vera Lynn"
        "tell the app", "tell the machine", "tell the phone", "tell my phone", "tell siri", "let the app know",
        "let the machine know", "let the phone know",
    ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
    static let closers: [[String]] = [
        "please", "for me", "for me please", "thanks", "thank you", "right now", "real quick", "asap", "siri",
        // when, said of a feeling or a wish: "I'm really into Static Moth lately"
        "lately", "these days",
        // a wish put as what would please: "some country radio would be nice"
        "would be nice", "would be great", "would be good", "would be lovely",
        // a request put as a question at its end: "phone the vet for me would you"
        "would you", "will you", "would you please",
        // how to hold the call: "call Dad on speaker"
        "on speaker", "on speakerphone", "on the speakerphone", "hands free", "handsfree",
    ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }

    /// Where to pick up a book or a show, said at the end: "… from where I left off" (not
    /// "where I left off" alone, which is Siri's own "pick up where I left off"); and when,
    /// which a message may say of itself: "play what's trending at the moment".
    static let closersOutsideMessages: [[String]] = [
        "from where i left off", "from where we left off", "from where i stopped", "from where i left it",
        "from where i paused", "at the moment",
    ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
    /// How to play it, said at the end of a request that opens with playing ("play some Kofi
    /// Mensah and turn it up", "put on heavy metal really loud", "… from the beginning"); after
    /// any other verb the words may be a message's own.
    /// Words before which "now" ends a title rather than saying when: "Don't Stop Me Now", "Be
    /// Here Now", "All Right Now".
    static let titleEndsBeforeNow: Set<String> = ["me", "us", "here", "right", "you", "love"]
    static let playbackClosers: [[String]] = [
        "and turn it up", "and turn it down", "and crank it up", "and turn up the volume", "really loud",
        "nice and loud", "at full volume", "and shuffle it", "and put it on repeat",
        // where to start: "start the podcast Two Nurses and a Ferret from the beginning"
        "from the beginning", "from the start", "from the very beginning", "from the top",
        "from the first episode", "from episode one", "from the very first episode", "from episode 1",
    ].map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
    static let playingVerbs: Set<String> = ["play", "put", "throw", "shuffle", "blast", "spin", "start"]
}
