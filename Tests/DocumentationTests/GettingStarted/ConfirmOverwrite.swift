// The alert of the article "Getting started" (Alerts), as it shows it.

import Alerts

enum Overwrite: Sendable, Hashable {
    case replace, keepBoth
}

func confirmOverwrite(of file: String, on front: some AlertFront) async -> Overwrite? {
    @Bound var isPresented = true
    let outcome = await front.alert("“\(file)” is already on the server.", isPresented: $isPresented) {
        AlertButton("Replace", role: .destructive, action: Overwrite.replace)
        AlertButton("Keep Both", isDefault: true, action: Overwrite.keepBoth)
        AlertButton("Cancel", role: .cancel)
    } message: {
        "Replacing it overwrites the copy on the server."
    }
    return outcome.action
}
